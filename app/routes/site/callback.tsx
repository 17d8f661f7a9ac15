import { CallbackForm } from "~/components/site/callback-form";
import { sitePageHref } from "~/components/site/site-links";
import { parseForm } from "~/lib/parse-form";
import { callbackFormSchema } from "~/schemas/callback-request";
import { QUOTE_MESSAGES } from "~/schemas/quote-request";
import { receiveCallbackRequest } from "~/server/quote-requests/receive-callback-request.server";
import type { Route } from "./+types/callback";
import { OwnPageSection } from "./own-page-section";
import { SITE_PAGE_HANDLE } from "./site-page-handle";
import * as visitorForm from "./visitor-form.server";

// "Ring mig op" (issue 25): /ring-mig-op on the site's host, /{cvr}/ring-mig-op on the main host. GET
// is a customer page without JavaScript; POST is the plain form (urlencoded), answered 303 or 400/429.
export const handle = SITE_PAGE_HANDLE;

export const loader = visitorForm.loader;
export const headers = visitorForm.headers;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { companyId, ip } = await visitorForm.formCompany({ params, context });
  if (!companyId) return visitorForm.gone();
  const parsed = parseForm(await request.formData(), callbackFormSchema);
  // Robots fill in every field, the hidden one too: answered like a visitor, nothing stored.
  if (parsed.values.website?.trim()) visitorForm.thanks(params.cvr, "ring-mig-op/tak");
  if (!parsed.ok) return visitorForm.refused(parsed);
  const { website: _honeypot, ...data } = parsed.data;
  try {
    const result = await receiveCallbackRequest({ companyId, ip, data });
    if (result.kind === "limited")
      return visitorForm.refused({
        fieldErrors: { form: QUOTE_MESSAGES.rateLimited },
        values: parsed.values,
        limited: true,
      });
  } catch (error) {
    return visitorForm.failed(error, {
      log: "callback request could not be stored",
      companyId,
      values: parsed.values,
    });
  }
  return visitorForm.thanks(params.cvr, "ring-mig-op/tak");
}

export default function CallbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.view;
  return (
    <OwnPageSection
      view={view}
      path="ring-mig-op"
      title="Ring mig op"
      headingId="ring-titel"
      width="max-w-xl"
      lead={`Skriv dit navn og nummer, så ringer ${view?.company.name} dig op.`}
    >
      {view ? (
        <CallbackForm
          idPrefix="ring"
          action={sitePageHref(view.mode, "ring-mig-op")}
          privacyHref={sitePageHref(view.mode, "privatlivspolitik")}
          companyName={view.company.name}
          answer={actionData}
        />
      ) : null}
    </OwnPageSection>
  );
}
