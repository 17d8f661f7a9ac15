import { pageHref, sitePageHref } from "~/components/site/site-links";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/callback-thanks";
import { ownPageLoader } from "./own-page.server";
import { SiteDocument } from "./site-document";

// The thank-you page after "Ring mig op": /ring-mig-op/tak (or /{cvr}/ring-mig-op/tak).
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return ownPageLoader(args, { needsQuoteForm: false });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function CallbackThanks({ loaderData }: Route.ComponentProps) {
  const view = loaderData.view;
  if (!view) return <SiteDocument view={null} newsite={false} />;
  const link = "font-medium text-(--site-link) underline underline-offset-2";
  const main = (
    <section aria-labelledby="ring-tak-titel" className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <h1 id="ring-tak-titel" className="font-bold text-3xl text-stone-950 sm:text-4xl">
        Tak – vi ringer dig op
      </h1>
      <p className="mt-4 text-lg text-stone-700">
        {view.company.name} har fået din besked og ringer dig op på det tidspunkt, du valgte.
      </p>
      <p className="mt-8">
        <a href={pageHref(view.mode, null)} className={link}>
          Tilbage til forsiden
        </a>
      </p>
    </section>
  );
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={main}
      ownPage={{
        title: "Tak – vi ringer dig op",
        path: sitePageHref(view.mode, "ring-mig-op/tak"),
        noindex: true,
      }}
    />
  );
}
