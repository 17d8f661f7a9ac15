import type { Route } from "./+types/callback-thanks";
import { ownPageLoader } from "./own-page.server";
import { OwnPageSection } from "./own-page-section";
import { SITE_PAGE_HANDLE } from "./site-page-handle";
import { siteHeaders } from "./site-route.server";

// The thank-you page after "Ring mig op": /ring-mig-op/tak (or /{cvr}/ring-mig-op/tak).
export const handle = SITE_PAGE_HANDLE;

export const loader = ownPageLoader;

export const headers = siteHeaders;

export default function CallbackThanks({ loaderData }: Route.ComponentProps) {
  const view = loaderData.view;
  return (
    <OwnPageSection
      view={view}
      path="ring-mig-op/tak"
      title="Tak – vi ringer dig op"
      headingId="ring-tak-titel"
      width="max-w-3xl"
      thanks
      lead={`${view?.company.name} har fået din besked og ringer dig op på det tidspunkt, du valgte.`}
    />
  );
}
