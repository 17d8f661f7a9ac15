import { data, redirect } from "react-router";
import { CallbackForm } from "~/components/site/callback-form";
import { QuoteForm } from "~/components/site/quote-form";
import { quoteStartHref, sitePageHref } from "~/components/site/site-links";
import type { RouteHandle } from "~/root";
import { requestInfoContext } from "~/server/context";
import { fillTokenFromCookie } from "~/server/quote-requests/fill-time-token.server";
import { findQuoteFormCompany } from "~/server/quote-requests/find-quote-form-company.server";
import { drain } from "~/server/quote-requests/read-quote-form.server";
import { receiveQuoteRequest } from "~/server/quote-requests/receive-quote-request.server";
import type { Route } from "./+types/quote";
import { ownPageLoader, ownPageSite } from "./own-page.server";
import { SiteDocument } from "./site-document";

// "Få et tilbud" (issue 10): /tilbud on the site's host, /{cvr}/tilbud on the main host. GET is a
// cached customer page; POST is the form (multipart, works without JavaScript).
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return ownPageLoader(args, { needsQuoteForm: true });
}

const NO_STORE = { "Cache-Control": "no-store" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  const companyId = await findQuoteFormCompany(ownPageSite(info, params.cvr));
  if (!companyId) {
    await drain(request.body);
    return data({ kind: "not-found" as const }, { status: 404, headers: NO_STORE });
  }
  const result = await receiveQuoteRequest({
    companyId,
    ip: info.ip,
    cookieToken: fillTokenFromCookie(request.headers.get("cookie")),
    body: request.body,
    contentType: request.headers.get("content-type") ?? "",
  });
  switch (result.kind) {
    case "stored":
    case "ignored": {
      const mode = params.cvr ? { kind: "main" as const, cvr: params.cvr } : { kind: "host" as const };
      throw redirect(sitePageHref(mode, "tilbud/tak"), { status: 303, headers: NO_STORE });
    }
    case "invalid":
      // Over a limit: 429, but like every refusal the form comes back with the visitor's text.
      return result.limited
        ? data(result, { status: 429, headers: { ...NO_STORE, "Retry-After": "3600" } })
        : data(result, { status: 400, headers: NO_STORE });
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.view;
  if (!view || actionData?.kind === "not-found") return <SiteDocument view={null} newsite={false} />;
  const invalid = actionData?.kind === "invalid" ? actionData : null;
  const main = (
    <section aria-labelledby="tilbud-side-titel" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 id="tilbud-side-titel" className="font-bold text-3xl text-stone-950 sm:text-4xl">
        Få et tilbud
      </h1>
      <p className="mt-3 mb-8 text-lg text-stone-700">
        Fortæl kort, hvad der skal laves, og send gerne et par billeder. {view.company.name} vender tilbage
        hurtigst muligt.
      </p>
      <QuoteForm
        idPrefix="tilbud-side"
        action={sitePageHref(view.mode, "tilbud")}
        privacyHref={sitePageHref(view.mode, "privatlivspolitik")}
        startHref={quoteStartHref(view.mode)}
        companyName={view.company.name}
        values={invalid?.values}
        errors={invalid?.fieldErrors}
        fillToken={invalid?.fillToken}
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
    </section>
  );
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={main}
      ownPage={{ title: "Få et tilbud", path: sitePageHref(view.mode, "tilbud") }}
    />
  );
}
