import {
  parseQuoteRequest,
  QUOTE_MESSAGES,
  type QuoteFieldErrors,
  type QuoteFormValues,
} from "~/schemas/quote-request";
import { isAppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { isFillTokenRipe, mintFillToken } from "./fill-time-token.server";
import { hitQuoteRateLimits } from "./hit-quote-rate-limits.server";
import { drain, readQuoteForm } from "./read-quote-form.server";
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
  | { kind: "rate-limited" }
  | { kind: "invalid"; values: QuoteFormValues; fieldErrors: QuoteFieldErrors; fillToken: string };

/**
 * A POST of the "Få et tilbud" form, start to end: rate limits (counted before the body is read),
 * the streamed multipart body with its photos, honeypot, minimum fill time, validation, then the
 * request stored with its photos and its notification. Every refusal keeps the visitor's text.
 */
export async function receiveQuoteRequest(
  input: ReceiveQuoteRequestInput,
): Promise<ReceiveQuoteRequestResult> {
  if (!(await hitQuoteRateLimits(input.ip, input.companyId))) {
    await drain(input.body);
    return { kind: "rate-limited" };
  }
  const form = await readQuoteForm(input.body, input.contentType);
  if (form.honeypot.trim() !== "") return { kind: "ignored" };

  const parsed = parseQuoteRequest(form.values);
  const fieldErrors: QuoteFieldErrors = parsed.success ? {} : { ...parsed.fieldErrors };
  if (form.photoError) fieldErrors.photos = form.photoError;
  if (!isFillTokenRipe(input.cookieToken) && !isFillTokenRipe(form.fillToken)) {
    fieldErrors.form = QUOTE_MESSAGES.tooFast;
  }
  const invalid = (errors: QuoteFieldErrors): ReceiveQuoteRequestResult => {
    // A browser cannot send chosen files back with the re-rendered form: ask for them again.
    if (form.attachedFiles && !errors.photos) errors.photos = QUOTE_MESSAGES.photosAgain;
    return { kind: "invalid", values: form.values, fieldErrors: errors, fillToken: mintFillToken() };
  };
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return invalid(fieldErrors);

  try {
    const id = await storeQuoteRequest({
      companyId: input.companyId,
      data: parsed.data,
      photos: form.photos,
    });
    return { kind: "stored", id };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw error;
    log("error", "quote request could not be stored", {
      companyId: input.companyId,
      error: error instanceof Error ? error.message : String(error),
    });
    return invalid({ form: QUOTE_MESSAGES.storeFailed });
  }
}
