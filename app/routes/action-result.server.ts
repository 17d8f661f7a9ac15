import { data } from "react-router";
import type { FieldErrors, FormValues } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";
import { domainFailure } from "~/server/domain-failure.server";

// The three answers of a form action (ADR 037), each an ActionResult: done, refused input (400), or a
// caught error turned into an answer by domainFailure. Routes build no other result shapes.

type Common<V> = { intent?: string; values?: V };

/**
 * Done: "Gemt" or the action's own sentence, and whatever the form needs to show the result (`values`:
 * what the form shows now, when the action wrote it, e.g. a drafted reply).
 */
export function actionDone<D = undefined>(
  answer: { intent?: string; message?: string; data?: D; values?: FormValues } = {},
  init?: ResponseInit,
) {
  return data<ActionResult<FormValues, D>>(
    { ok: true, at: Date.now(), message: answer.message ?? "", fieldErrors: {}, ...pick(answer) },
    init,
  );
}

/** Refused input: 400 with the messages by input name and the typed values, nothing changed. */
export function actionInvalid<V = FormValues, D = undefined>(
  refused: Common<V> & {
    fieldErrors: FieldErrors;
    message?: string;
    status?: number;
    headers?: HeadersInit;
    /** What the form needs to be sent again (a new fill-time token). */
    data?: D;
  },
) {
  return data<ActionResult<V, D>>(
    {
      ok: false,
      at: Date.now(),
      message: refused.message ?? "",
      fieldErrors: refused.fieldErrors,
      ...pick(refused),
    },
    { status: refused.status ?? 400, ...(refused.headers ? { headers: refused.headers } : {}) },
  );
}

/**
 * A caught error as an answer, through domainFailure: an AppError's status and Danish message (on its
 * field when it names one), anything else logged as `log` and shown as `fallback` with 500.
 */
export function actionFailed<V = FormValues, D = undefined>(
  error: unknown,
  failure: Common<V> & {
    /** What the form needs beyond the message to offer a way on (a free address to restore onto). */
    data?: D;
    log: string;
    fallback: string;
    fields?: Record<string, unknown>;
    /** The summary's sentence when the failure sits on a field (else the field's message is repeated). */
    fieldMessage?: string;
    /** Messages the form shows beside the failure's own (choose the photos again). */
    fieldErrors?: FieldErrors;
    headers?: HeadersInit;
  },
) {
  const { status, message, field } = domainFailure(error, failure.log, failure.fallback, failure.fields);
  return data<ActionResult<V, D>>(
    {
      ok: false,
      at: Date.now(),
      message: field && failure.fieldMessage !== undefined ? failure.fieldMessage : message,
      fieldErrors: { ...failure.fieldErrors, ...(field ? { [field]: message } : {}) },
      ...pick(failure),
    },
    { status, ...(failure.headers ? { headers: failure.headers } : {}) },
  );
}

function pick<V, D>(answer: { intent?: string; values?: V; data?: D }) {
  return {
    ...(answer.intent !== undefined ? { intent: answer.intent } : {}),
    ...(answer.values !== undefined ? { values: answer.values } : {}),
    ...(answer.data !== undefined ? { data: answer.data } : {}),
  };
}
