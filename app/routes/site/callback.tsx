import { data, redirect } from "react-router";
import { CallbackForm } from "~/components/site/callback-form";
import { sitePageHref } from "~/components/site/site-links";
import type { RouteHandle } from "~/root";
import { requestInfoContext } from "~/server/context";
import { findQuoteFormCompany } from "~/server/quote-requests/find-quote-form-company.server";
import { receiveCallbackRequest } from "~/server/quote-requests/receive-callback-request.server";
import type { Route } from "./+types/callback";
import { ownPageLoader, ownPageSite } from "./own-page.server";
import { SiteDocument } from "./site-document";

// "Ring mig op" (issue 25): /ring-mig-op on the site's host, /{cvr}/ring-mig-op on the main host. GET
// is a customer page without JavaScript; POST is the plain form (urlencoded), answered 303 or 400/429.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return ownPageLoader(args, { needsQuoteForm: true });
}

const NO_STORE = { "Cache-Control": "no-store" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  const companyId = await findQuoteFormCompany(ownPageSite(info, params.cvr));
  if (!companyId) return data({ kind: "not-found" as const }, { status: 404, headers: NO_STORE });
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = await receiveCallbackRequest({
    companyId,
    ip: info.ip,
    fields: { name: field("name"), phone: field("phone"), when: field("when"), website: field("website") },
  });
  switch (result.kind) {
    case "stored":
    case "ignored": {
      const mode = params.cvr ? { kind: "main" as const, cvr: params.cvr } : { kind: "host" as const };
      throw redirect(sitePageHref(mode, "ring-mig-op/tak"), { status: 303, headers: NO_STORE });
    }
    case "invalid":
      return result.limited
        ? data(result, { status: 429, headers: { ...NO_STORE, "Retry-After": "3600" } })
        : data(result, { status: 400, headers: NO_STORE });
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function CallbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.view;
  if (!view || actionData?.kind === "not-found") return <SiteDocument view={null} newsite={false} />;
  const invalid = actionData?.kind === "invalid" ? actionData : null;
  const main = (
    <section aria-labelledby="ring-titel" className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <h1 id="ring-titel" className="font-bold text-3xl text-stone-950 sm:text-4xl">
        Ring mig op
      </h1>
      <p className="mt-3 mb-8 text-lg text-stone-700">
        Skriv dit navn og nummer, så ringer {view.company.name} dig op.
      </p>
      <CallbackForm
        idPrefix="ring"
        action={sitePageHref(view.mode, "ring-mig-op")}
        privacyHref={sitePageHref(view.mode, "privatlivspolitik")}
        companyName={view.company.name}
        values={invalid?.values}
        errors={invalid?.fieldErrors}
      />
    </section>
  );
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={main}
      ownPage={{ title: "Ring mig op", path: sitePageHref(view.mode, "ring-mig-op") }}
    />
  );
}
