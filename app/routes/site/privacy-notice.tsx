import { PrivacyNotice } from "~/components/site/privacy-notice";
import { sitePageHref } from "~/components/site/site-links";
import type { Route } from "./+types/privacy-notice";
import { ownPageLoader } from "./own-page.server";
import { SiteDocument } from "./site-document";
import { SITE_PAGE_HANDLE } from "./site-page-handle";
import { siteHeaders } from "./site-route.server";

// The site's privacy notice: /privatlivspolitik (or /{cvr}/privatlivspolitik).
export const handle = SITE_PAGE_HANDLE;

export const loader = ownPageLoader;

export const headers = siteHeaders;

export default function SitePrivacyNotice({ loaderData }: Route.ComponentProps) {
  const view = loaderData.view;
  if (!view) return <SiteDocument view={null} newsite={false} />;
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={<PrivacyNotice company={view.company} />}
      ownPage={{ title: "Privatlivspolitik", path: sitePageHref(view.mode, "privatlivspolitik") }}
    />
  );
}
