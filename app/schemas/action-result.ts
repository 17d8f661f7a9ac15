import type { FieldErrors, FormValues } from "~/lib/parse-form";

/**
 * What every form action answers (ADR 037), read by the form that posted it: with JavaScript through
 * a fetcher or actionData, without it as the re-rendered page's actionData.
 * - `ok`: saved/done, or refused (then `fieldErrors` and/or `message` say why, in Danish).
 * - `at`: tells one answer from the next, so focus moves to the error summary and "Gemt" shows again
 *   even when two answers are alike.
 * - `intent`: which of a page's forms answered (a page with one form leaves it out).
 * - `message`: the sentence to show beside the button or in the summary ("" when there is none).
 * - `fieldErrors`: one Danish message per input name, shown next to that input.
 * - `values`: what was typed (passwords never), so a refused form shows it again.
 * - `data`: what a successful answer carries beyond the message (a DNS check's result).
 */
export type ActionResult<V = FormValues, D = unknown> = {
  ok: boolean;
  at: number;
  intent?: string;
  message: string;
  fieldErrors: FieldErrors;
  values?: V;
  data?: D;
};
