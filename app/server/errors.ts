/**
 * Errors the domain functions raise on purpose. `message` is the Danish text the user sees (from
 * the spec where it has one); routes turn an AppError into that message next to the form, or into
 * the HTTP status below for API routes.
 */
export type AppErrorCode =
  | "VALIDATION"
  | "NOT_FOUND"
  | "FORBIDDEN"
  | "CONFLICT"
  | "LIMIT_REACHED"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly field: string | undefined;

  constructor(code: AppErrorCode, message: string, field?: string) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.field = field;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
