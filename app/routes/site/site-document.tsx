import type { ReactNode } from "react";
import { CallPingContext } from "~/components/site/phone-link";
import { SiteIcons } from "~/components/site/sections/site-icons";
import { SiteHead } from "~/components/site/site-head";
import { callPingHref } from "~/components/site/site-links";
import { siteMeta } from "~/components/site/site-meta";
import { SitePage } from "~/components/site/site-page";
import { jsonForScript } from "~/components/site/structured-data";
import { WelcomeDialog } from "~/components/site/welcome-dialog";
import { NotFound } from "~/components/ui/not-found";
import { siteTheme, themeStyle } from "~/lib/themes";
import type { SiteView } from "~/server/sites/load-site-view.server";

/** What a page the product adds to a site says about itself, instead of view.page's meta. */
export type OwnPage = {
  title: string;
  path: string;
  noindex?: boolean;
  /** The meta description, when the page has its own (project pages). */
  description?: string;
  /** JSON-LD of the page itself, besides the company's (project pages, issue 26). */
  jsonLd?: unknown;
};

/** A customer page as a whole document body: head tags, the page, and the welcome dialog when asked. */
export function SiteDocument({
  view,
  newsite,
  main,
  ownPage,
}: {
  view: SiteView | null;
  newsite: boolean;
  /** Content of a page the product adds to every site (/tilbud, /privatlivspolitik), instead of view.page's. */
  main?: ReactNode;
  ownPage?: OwnPage;
}) {
  if (!view)
    return (
      <>
        <SiteIcons images={undefined} />
        <NotFound />
      </>
    );
  const theme = siteTheme(view.company.theme);
  const pageMeta = siteMeta({
    company: view.company,
    page: view.page,
    images: view.images,
    origin: view.origin,
  });
  const meta = ownPage
    ? {
        ...pageMeta,
        title: `${ownPage.title} | ${view.company.name}`,
        canonical: `${view.origin}${ownPage.path}`,
        ...(ownPage.description ? { description: ownPage.description } : {}),
      }
    : pageMeta;
  return (
    <>
      <SiteHead meta={meta} themeColor={theme.primary} />
      <SiteIcons images={view.company.details?.images} />
      {ownPage?.noindex || view.noindex ? <meta name="robots" content="noindex" /> : null}
      {view.verification?.google && !ownPage ? (
        <meta name="google-site-verification" content={view.verification.google} />
      ) : null}
      {view.verification?.bing && !ownPage ? (
        <meta name="msvalidate.01" content={view.verification.bing} />
      ) : null}
      {ownPage?.jsonLd ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (jsonForScript)
          dangerouslySetInnerHTML={{ __html: jsonForScript(ownPage.jsonLd) }}
        />
      ) : null}
      <CallPingContext value={callPingHref(view.mode, { site: view.origin, product: view.productUrl })}>
        <SitePage {...view} main={main} ownPagePath={ownPage?.path} />
      </CallPingContext>
      {newsite ? (
        <WelcomeDialog siteKey={view.welcomeKey} adminHref="/admin" themeStyle={themeStyle(theme)} />
      ) : null}
    </>
  );
}
