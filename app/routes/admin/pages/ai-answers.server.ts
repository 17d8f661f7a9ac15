import type { z } from "zod";
import { type FieldErrors, parseForm } from "~/lib/parse-form";
import type { AiRefusal } from "~/schemas/page-editor-results";
import { requireOwner } from "~/server/auth/require-owner.server";
import { isAppError } from "~/server/errors";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";

/** The one sentence an AI box shows for refused input: the first field's message in the given order. */
function firstMessage(fieldErrors: FieldErrors, order: readonly string[], fallback: string): string {
  for (const field of order) if (fieldErrors[field]) return fieldErrors[field];
  return fallback;
}

/** A failed AI request through domainFailure; `data.limitReached` tells the box the day is used up. */
function aiFailed(error: unknown, log: string, fallback: string) {
  return actionFailed<undefined, AiRefusal>(error, {
    log,
    fallback,
    data: { limitReached: isAppError(error) && error.code === "LIMIT_REACHED" },
  });
}

/**
 * The action of a page editor's AI endpoint (ActionResult JSON, nothing saved here): the form checked
 * with its schema, refused input answered with the first message in `order`; then `run` for a page of
 * the signed-in owner's company, whose result the answer carries as `data`.
 */
export async function aiAction<S extends z.ZodType, D>(
  request: Request,
  box: {
    schema: S;
    order: readonly string[];
    /** Logged when the AI request fails for a reason of its own. */
    log: string;
    /** What the box says when nothing more precise can be said. */
    fallback: string;
    run: (companyId: string, input: z.output<S>) => Promise<D>;
  },
) {
  const { company } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), box.schema);
  if (!parsed.ok) {
    const message = firstMessage(parsed.fieldErrors, box.order, box.fallback);
    return actionInvalid({ fieldErrors: parsed.fieldErrors, message });
  }
  try {
    return actionDone<D>({ data: await box.run(company.id, parsed.data) });
  } catch (error) {
    return aiFailed(error, box.log, box.fallback);
  }
}
