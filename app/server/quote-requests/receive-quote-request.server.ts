import { QUOTE_MESSAGES, type QuoteFieldErrors, type QuoteRequestInput } from "~/schemas/quote-request";
import { isFillTokenRipe, mintFillToken, spendFillToken } from "./fill-time-token.server";
import { admitQuoteRequest } from "./hit-quote-rate-limits.server";
import type { QuoteFormRead } from "./read-quote-form.server";
import { storeAdmittedRequest } from "./store-admitted-request.server";
import { storeQuoteRequest } from "./store-quote-request.server";

export type ReceiveQuoteRequestInput = {
  companyId: string;
  /** The client address (rate limits only; never stored). */
  ip: string;
  /** The fill-time token from the visitor's cookie, if any. */
  cookieToken: string | null;
  /** The streamed body as readQuoteForm read it (photos processed, honeypot already looked at). */
  form: QuoteFormRead;
  /** The text fields as the route's parseForm checked them: the data, or the messages by field. */
  checked: { ok: true; data: QuoteRequestInput } | { ok: false; fieldErrors: QuoteFieldErrors };
};

export type ReceiveQuoteRequestResult =
  | { kind: "stored"; id: string }
  /** Refused with a new fill-time token; `limited`: over a rate limit (429). */
  | { kind: "refused"; fieldErrors: QuoteFieldErrors; fillToken: string; limited?: boolean };

/**
 * A read and checked "Få et tilbud" request, to its end: the photos' problems, the minimum fill time
 * (issue 27: only tokens this site's own form minted count, each for one request), the rate limits
 * (only requests about to be stored count), then the request stored with its photos and its
 * notification. A failed store gives its place in the limits back and is thrown for the route's
 * domainFailure.
 */
export async function receiveQuoteRequest(
  input: ReceiveQuoteRequestInput,
): Promise<ReceiveQuoteRequestResult> {
  const { form, checked } = input;
  const fieldErrors: QuoteFieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  if (form.photoError) fieldErrors.photos = form.photoError;
  const ripe = [input.cookieToken, form.fillToken].filter(
    (token): token is string => token !== null && isFillTokenRipe(token, input.companyId),
  );
  if (ripe.length === 0) fieldErrors.form = QUOTE_MESSAGES.tooFast;
  const refused = (errors: QuoteFieldErrors, limited?: boolean): ReceiveQuoteRequestResult => ({
    kind: "refused",
    fieldErrors: { ...photosAgain(form), ...errors },
    fillToken: mintFillToken(input.companyId),
    ...(limited ? { limited } : {}),
  });
  if (!checked.ok || Object.keys(fieldErrors).length > 0) return refused(fieldErrors);
  let spent = false;
  for (const token of ripe) if (!spent) spent = await spendFillToken(token);
  if (!spent) return refused({ form: QUOTE_MESSAGES.alreadySent });

  const admission = await admitQuoteRequest(input.ip, input.companyId);
  if (admission.kind === "refused") return refused({ form: QUOTE_MESSAGES.rateLimited }, true);
  const id = await storeAdmittedRequest(admission, () =>
    storeQuoteRequest({
      companyId: input.companyId,
      data: checked.data,
      photos: form.photos,
      notify: admission.notify,
    }),
  );
  return { kind: "stored", id };
}

/** A browser cannot send chosen files back with the re-rendered form: it asks for them again. */
export function photosAgain(form: QuoteFormRead): QuoteFieldErrors {
  return form.attachedFiles ? { photos: QUOTE_MESSAGES.photosAgain } : {};
}
