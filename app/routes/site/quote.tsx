import { CallbackForm } from "~/components/site/callback-form";
import { QuoteForm } from "~/components/site/quote-form";
import { quoteStartHref, sitePageHref } from "~/components/site/site-links";
import { parseForm } from "~/lib/parse-form";
import { quoteRequestSchema } from "~/schemas/quote-request";
import { fillTokenFromCookie, mintFillToken } from "~/server/quote-requests/fill-time-token.server";
import { drain, readQuoteForm } from "~/server/quote-requests/read-quote-form.server";
import { photosAgain, receiveQuoteRequest } from "~/server/quote-requests/receive-quote-request.server";
import type { Route } from "./+types/quote";
import { OwnPageSection } from "./own-page-section";
import { SITE_PAGE_HANDLE } from "./site-page-handle";
import * as visitorForm from "./visitor-form.server";

// "Få et tilbud" (issue 10): /tilbud on the site's host, /{cvr}/tilbud on the main host. GET is a
// cached customer page; POST is the form (multipart, works without JavaScript).
export const handle = SITE_PAGE_HANDLE;

export const loader = visitorForm.loader;
export const headers = visitorForm.headers;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { companyId, ip } = await visitorForm.formCompany({ params, context });
  if (!companyId) {
    await drain(request.body);
    return visitorForm.gone();
  }
  // Streamed (busboy) with its photo limits; its text fields are then read like any form's.
  const form = await readQuoteForm(request.body, request.headers.get("content-type") ?? "");
  if (form.honeypot.trim() !== "") visitorForm.thanks(params.cvr, "tilbud/tak");
  const text = new FormData();
  for (const [name, value] of Object.entries(form.values)) text.set(name, value);
  const parsed = parseForm(text, quoteRequestSchema);
  try {
    const result = await receiveQuoteRequest({
      companyId,
      ip,
      cookieToken: fillTokenFromCookie(request.headers.get("cookie")),
      form,
      checked: parsed,
    });
    if (result.kind === "refused") {
      // Over a limit: 429, but like every refusal the form comes back with the visitor's text.
      return visitorForm.refused({ ...result, values: parsed.values, data: { fillToken: result.fillToken } });
    }
  } catch (error) {
    return visitorForm.failed(error, {
      log: "quote request could not be stored",
      companyId,
      values: parsed.values,
      fieldErrors: photosAgain(form),
      data: { fillToken: mintFillToken(companyId) },
    });
  }
  return visitorForm.thanks(params.cvr, "tilbud/tak");
}

export default function QuotePage({ loaderData: { view }, actionData }: Route.ComponentProps) {
  return (
    <OwnPageSection
      view={view}
      path="tilbud"
      title="Få et tilbud"
      headingId="tilbud-side-titel"
      width="max-w-3xl"
      lead={`Fortæl kort, hvad der skal laves, og send gerne et par billeder. ${view?.company.name} vender tilbage hurtigst muligt.`}
    >
      {view ? (
        <>
          <QuoteForm
            idPrefix="tilbud-side"
            action={sitePageHref(view.mode, "tilbud")}
            privacyHref={sitePageHref(view.mode, "privatlivspolitik")}
            startHref={quoteStartHref(view.mode)}
            companyName={view.company.name}
            answer={actionData}
          />
          <section aria-labelledby="tilbud-ring-titel" className="mt-12 border-(--site-border) border-t pt-8">
            <h2 id="tilbud-ring-titel" className="font-bold text-2xl text-stone-950">
              Hellere ringes op?
            </h2>
            <p className="mt-2 mb-6 text-stone-700">Skriv dit navn og nummer, så ringer vi dig op.</p>
            <CallbackForm
              idPrefix="tilbud-ring"
              action={sitePageHref(view.mode, "ring-mig-op")}
              privacyHref={sitePageHref(view.mode, "privatlivspolitik")}
              companyName={view.company.name}
            />
          </section>
        </>
      ) : null}
    </OwnPageSection>
  );
}
