import type { FieldErrors } from "~/lib/parse-form";
import type { AiRefusal } from "~/schemas/page-editor-results";
import { isAppError } from "~/server/errors";
import { actionFailed } from "../../action-result.server";

/** The one sentence an AI box shows for refused input: the first field's message in the given order. */
export function firstMessage(fieldErrors: FieldErrors, order: readonly string[], fallback: string): string {
  for (const field of order) if (fieldErrors[field]) return fieldErrors[field];
  return fallback;
}

/** A failed AI request through domainFailure; `data.limitReached` tells the box the day is used up. */
export function aiFailed(error: unknown, log: string, fallback: string) {
  return actionFailed<undefined, AiRefusal>(error, {
    log,
    fallback,
    data: { limitReached: isAppError(error) && error.code === "LIMIT_REACHED" },
  });
}
