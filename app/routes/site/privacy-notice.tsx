import { PrivacyNotice } from "~/components/site/privacy-notice";
import { sitePageHref } from "~/components/site/site-links";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/privacy-notice";
import { ownPageLoader } from "./own-page.server";
import { SiteDocument } from "./site-document";

// The site's privacy notice: /privatlivspolitik (or /{cvr}/privatlivspolitik).
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return ownPageLoader(args, { needsQuoteForm: false });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

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
