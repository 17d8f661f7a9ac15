import { IMAGE_MESSAGES } from "~/schemas/image";
import { domainFailure } from "~/server/domain-failure.server";

export type UploadFailure = { ok: false; error: string; reason?: string };

/**
 * What the browser is told when an upload fails: the spec's message (SPEC §8), the reason when the
 * file itself was refused, and the limit message on its own. Unexpected errors are logged, not shown.
 */
export function toUploadFailure(error: unknown, message: string): { status: number; body: UploadFailure } {
  const failure = domainFailure(error, "upload failed", message);
  if (failure.code === "LIMIT_REACHED") {
    return { status: failure.status, body: { ok: false, error: IMAGE_MESSAGES.limitReached } };
  }
  if (failure.code === "VALIDATION") {
    return { status: failure.status, body: { ok: false, error: message, reason: failure.message } };
  }
  return { status: failure.status, body: { ok: false, error: message } };
}
