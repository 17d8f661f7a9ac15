import { redirect } from "react-router";
import { sitePageHref } from "~/components/site/site-links";
import type { FieldErrors, FormValues } from "~/lib/parse-form";
import { QUOTE_MESSAGES } from "~/schemas/quote-request";
import { requestInfoContext } from "~/server/context";
import { findQuoteFormCompany } from "~/server/quote-requests/find-quote-form-company.server";
import { actionFailed, actionInvalid } from "../action-result.server";
import { ownPageLoader, ownPageSite } from "./own-page.server";

// The answers of a visitor's form on a customer site ("Få et tilbud", "Ring mig op"), never cached:
// 303 to the thank-you page, or the form again (ActionResult) with the typed text and the messages.
// Imported as a namespace: `visitorForm.thanks(…)`.

const NO_STORE = { "Cache-Control": "no-store" };

type PageArgs = Parameters<typeof ownPageLoader>[0];

/** GET: the form's page in its site (not found while the site's form is switched off). */
export function loader(args: PageArgs) {
  return ownPageLoader(args, { needsQuoteForm: true });
}

/** POST: the site the form belongs to, or null when there is none or its form is switched off. */
export function formCompany({ params, context }: Omit<PageArgs, "request">) {
  const info = context.get(requestInfoContext);
  return findQuoteFormCompany(ownPageSite(info, params.cvr)).then((companyId) => ({
    companyId,
    ip: info.ip,
  }));
}
const LIMITED = { ...NO_STORE, "Retry-After": "3600" };

/** Taken (or a robot's, ignored alike): 303 to the form's thank-you page on the same host. */
export function thanks(cvr: string | undefined, page: "tilbud/tak" | "ring-mig-op/tak"): never {
  const mode = cvr ? { kind: "main" as const, cvr } : { kind: "host" as const };
  throw redirect(sitePageHref(mode, page), { status: 303, headers: NO_STORE });
}

/** No such site, or its form is switched off. */
export function gone() {
  return actionInvalid({ fieldErrors: {}, status: 404, headers: NO_STORE });
}

/**
 * Refused: 400, or 429 over a rate limit (like every refusal, with the visitor's text). A message
 * about the whole form ("form") is the answer's message; the rest stand by their fields.
 */
export function refused<D = undefined>(refused: {
  fieldErrors: FieldErrors;
  values: FormValues;
  limited?: boolean | undefined;
  data?: D;
}) {
  const { form, ...fieldErrors } = refused.fieldErrors;
  return actionInvalid({
    fieldErrors,
    values: refused.values,
    message: form ?? "",
    status: refused.limited ? 429 : 400,
    headers: refused.limited ? LIMITED : NO_STORE,
    ...(refused.data !== undefined ? { data: refused.data } : {}),
  });
}

/**
 * A store that failed (through domainFailure): the form again with the visitor's text, and for
 * anything but a refusal the domain meant, "Vi kunne ikke gemme din forespørgsel lige nu".
 */
export function failed<D = undefined>(
  error: unknown,
  failure: {
    log: string;
    companyId: string;
    values: FormValues;
    fieldErrors?: FieldErrors;
    data?: D;
  },
) {
  return actionFailed(error, {
    log: failure.log,
    fallback: QUOTE_MESSAGES.storeFailed,
    fields: { companyId: failure.companyId },
    values: failure.values,
    headers: NO_STORE,
    ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
    ...(failure.data !== undefined ? { data: failure.data } : {}),
  });
}

/** An answered POST is never cached; the page itself keeps its loader's headers. */
export function headers({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
