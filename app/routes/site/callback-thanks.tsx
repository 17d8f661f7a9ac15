import type { RouteHandle } from "~/root";
import type { Route } from "./+types/callback-thanks";
import { ownPageLoader } from "./own-page.server";
import { OwnPageSection } from "./own-page-section";

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
