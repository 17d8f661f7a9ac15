import { PhoneLink } from "~/components/site/phone-link";
import { pageHref, sitePageHref, telHref } from "~/components/site/site-links";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/quote-thanks";
import { ownPageLoader } from "./own-page.server";
import { SiteDocument } from "./site-document";

// The thank-you page after a quote request: /tilbud/tak (or /{cvr}/tilbud/tak).
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return ownPageLoader(args, { needsQuoteForm: false });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function QuoteThanks({ loaderData }: Route.ComponentProps) {
  const view = loaderData.view;
  if (!view) return <SiteDocument view={null} newsite={false} />;
  const { company } = view;
  const link = "font-medium text-(--site-link) underline underline-offset-2";
  const main = (
    <section aria-labelledby="tak-titel" className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <h1 id="tak-titel" className="font-bold text-3xl text-stone-950 sm:text-4xl">
        Tak for din forespørgsel
      </h1>
      <p className="mt-4 text-lg text-stone-700">
        {company.name} har modtaget din forespørgsel og vender tilbage hurtigst muligt.
      </p>
      {company.phone ? (
        <p className="mt-3 text-lg text-stone-700">
          Haster det, kan du ringe på{" "}
          <PhoneLink href={telHref(company.phone)} className={link}>
            {company.phone}
          </PhoneLink>
          .
        </p>
      ) : null}
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
        title: "Tak for din forespørgsel",
        path: sitePageHref(view.mode, "tilbud/tak"),
        noindex: true,
      }}
    />
  );
}
