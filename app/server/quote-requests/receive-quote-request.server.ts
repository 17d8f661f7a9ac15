import {
  parseQuoteRequest,
  QUOTE_MESSAGES,
  type QuoteFieldErrors,
  type QuoteFormValues,
} from "~/schemas/quote-request";
import { isFillTokenRipe, mintFillToken, spendFillToken } from "./fill-time-token.server";
import { admitQuoteRequest } from "./hit-quote-rate-limits.server";
import { readQuoteForm } from "./read-quote-form.server";
import { storeAdmittedRequest } from "./store-admitted-request.server";
import { storeQuoteRequest } from "./store-quote-request.server";

export type ReceiveQuoteRequestInput = {
  companyId: string;
  /** The client address (rate limits only; never stored). */
  ip: string;
  /** The fill-time token from the visitor's cookie, if any. */
  cookieToken: string | null;
  body: ReadableStream<Uint8Array> | null;
  contentType: string;
};

export type ReceiveQuoteRequestResult =
  | { kind: "stored"; id: string }
  /** The honeypot was filled in: answered like a success, nothing stored. */
  | { kind: "ignored" }
  /** Refused (fieldErrors.form says why) with the visitor's text; `limited`: over a rate limit (429). */
  | {
      kind: "invalid";
      values: QuoteFormValues;
      fieldErrors: QuoteFieldErrors;
      fillToken: string;
      limited?: boolean;
    };

/**
 * A POST of the "Få et tilbud" form, start to end: the streamed multipart body with its photos
 * (image work bounded per request and per process), honeypot, minimum fill time, validation, the
 * rate limits (only requests about to be stored count), then the request stored with its photos and
 * its notification. Every refusal keeps the visitor's text.
 */
export async function receiveQuoteRequest(
  input: ReceiveQuoteRequestInput,
): Promise<ReceiveQuoteRequestResult> {
  const form = await readQuoteForm(input.body, input.contentType);
  if (form.honeypot.trim() !== "") return { kind: "ignored" };

  const parsed = parseQuoteRequest(form.values);
  const fieldErrors: QuoteFieldErrors = parsed.success ? {} : { ...parsed.fieldErrors };
  if (form.photoError) fieldErrors.photos = form.photoError;
  // Issue 27: only tokens minted by this site's own form count, and each for one request.
  const ripe = [input.cookieToken, form.fillToken].filter(
    (token): token is string => token !== null && isFillTokenRipe(token, input.companyId),
  );
  if (ripe.length === 0) fieldErrors.form = QUOTE_MESSAGES.tooFast;
  const invalid = (errors: QuoteFieldErrors): Extract<ReceiveQuoteRequestResult, { kind: "invalid" }> => {
    // A browser cannot send chosen files back with the re-rendered form: ask for them again.
    if (form.attachedFiles && !errors.photos) errors.photos = QUOTE_MESSAGES.photosAgain;
    return {
      kind: "invalid",
      values: form.values,
      fieldErrors: errors,
      fillToken: mintFillToken(input.companyId),
    };
  };
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return invalid(fieldErrors);
  let spent = false;
  for (const token of ripe) if (!spent) spent = await spendFillToken(token);
  if (!spent) return invalid({ form: QUOTE_MESSAGES.alreadySent });

  const admission = await admitQuoteRequest(input.ip, input.companyId);
  if (admission.kind === "refused") {
    return { ...invalid({ form: QUOTE_MESSAGES.rateLimited }), limited: true };
  }
  const id = await storeAdmittedRequest(
    admission,
    { kind: "quote request", companyId: input.companyId },
    () =>
      storeQuoteRequest({
        companyId: input.companyId,
        data: parsed.data,
        photos: form.photos,
        notify: admission.notify,
      }),
  );
  if (id === null) return invalid({ form: QUOTE_MESSAGES.storeFailed });
  return { kind: "stored", id };
}
