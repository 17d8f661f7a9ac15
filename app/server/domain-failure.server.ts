import { type AppErrorCode, isAppError } from "~/server/errors";
import { log } from "~/server/log.server";

export type DomainFailure = {
  status: number;
  /** The Danish text to show: the AppError's own, or the action's fallback for anything else. */
  message: string;
  code: AppErrorCode | null;
  field: string | undefined;
};

/**
 * What an action answers for an error it caught, decided in one place: an AppError is a refusal the
 * domain meant (its status, its Danish message and field, nothing logged); anything else is a bug or
 * an outage, logged once as `logMessage` and shown as `fallback` with 500.
 */
export function domainFailure(
  error: unknown,
  logMessage: string,
  fallback: string,
  fields: Record<string, unknown> = {},
): DomainFailure {
  if (isAppError(error)) {
    return { status: error.status, message: error.message, code: error.code, field: error.field };
  }
  log("error", logMessage, { ...fields, error: error instanceof Error ? error.message : String(error) });
  return { status: 500, message: fallback, code: null, field: undefined };
}
