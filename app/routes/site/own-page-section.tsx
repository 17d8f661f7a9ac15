import type { ReactNode } from "react";
import { pageHref, sitePageHref } from "~/components/site/site-links";
import type { SiteView } from "~/server/sites/load-site-view.server";
import { SiteDocument } from "./site-document";

type OwnPath = "tilbud" | "tilbud/tak" | "ring-mig-op" | "ring-mig-op/tak";

/**
 * The frame of the pages the visitor's forms add to a site (/tilbud, /ring-mig-op and their thank-you
 * pages): heading, lead, the form or the thanks, in the site's document. A thank-you page is not
 * indexed and ends with the way back to the homepage.
 */
export function OwnPageSection(props: {
  view: SiteView | null;
  path: OwnPath;
  title: string;
  headingId: string;
  lead: ReactNode;
  width: "max-w-xl" | "max-w-3xl";
  thanks?: boolean;
  children?: ReactNode;
}) {
  const { view, thanks = false } = props;
  if (!view) return <SiteDocument view={null} newsite={false} />;
  const main = (
    <section
      aria-labelledby={props.headingId}
      className={`mx-auto ${props.width} px-4 ${thanks ? "py-14 sm:py-20" : "py-10 sm:py-14"}`}
    >
      <h1 id={props.headingId} className="site-heading font-bold text-3xl text-stone-950 sm:text-4xl">
        {props.title}
      </h1>
      <p className={thanks ? "mt-4 text-lg text-stone-700" : "mt-3 mb-8 text-lg text-stone-700"}>
        {props.lead}
      </p>
      {props.children}
      {thanks ? (
        <p className="mt-8">
          <a href={pageHref(view.mode, null)} className={SITE_LINK}>
            Tilbage til forsiden
          </a>
        </p>
      ) : null}
    </section>
  );
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={main}
      ownPage={{
        title: props.title,
        path: sitePageHref(view.mode, props.path),
        ...(thanks ? { noindex: true } : {}),
      }}
    />
  );
}

export const SITE_LINK = "font-medium text-(--site-link) underline underline-offset-2";
