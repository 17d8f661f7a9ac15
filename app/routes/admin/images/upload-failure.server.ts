import { IMAGE_MESSAGES } from "~/schemas/image";
import { isAppError } from "~/server/errors";
import { log } from "~/server/log.server";

export type UploadFailure = { ok: false; error: string; reason?: string };

/**
 * What the browser is told when an upload fails: the spec's message (SPEC §8), the reason when the
 * file itself was refused, and the limit message on its own. Unexpected errors are logged, not shown.
 */
export function toUploadFailure(error: unknown, message: string): { status: number; body: UploadFailure } {
  if (isAppError(error)) {
    if (error.code === "LIMIT_REACHED") {
      return { status: error.status, body: { ok: false, error: IMAGE_MESSAGES.limitReached } };
    }
    if (error.code === "VALIDATION") {
      return { status: error.status, body: { ok: false, error: message, reason: error.message } };
    }
    return { status: error.status, body: { ok: false, error: message } };
  }
  log("error", "upload failed", { error: error instanceof Error ? error.message : String(error) });
  return { status: 500, body: { ok: false, error: message } };
}
