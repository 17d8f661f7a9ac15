import { Outlet } from "react-router";
import { SiteFooter } from "~/components/marketing/footer";
import { SiteHeader } from "~/components/marketing/header";
import { LinkBaseProvider } from "~/components/marketing/links";
import { env } from "~/config/env.server";
import { tradeLinks } from "~/content/trades";
import type { RouteHandle } from "~/root";
import { requestInfoContext } from "~/server/context";
import type { Route } from "./+types/layout";

/** Every page of the main site works without JavaScript: none is hydrated. */
export const handle: RouteHandle = { hydrate: false };

/**
 * The public layout of the main site: sticky header, page, footer. On a customer's host (where the
 * static pages also answer) links point to the main site, because /kontakt there is the customer's.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { zone } = context.get(requestInfoContext);
  const publicUrl = env().publicUrl;
  return { publicUrl, linkBase: zone.kind === "main" ? "" : publicUrl, tradeLinks };
}

export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  return (
    <LinkBaseProvider base={loaderData.linkBase}>
      <a
        href="#indhold"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Gå til indholdet
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="indhold" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter tradeLinks={loaderData.tradeLinks} />
      </div>
    </LinkBaseProvider>
  );
}
