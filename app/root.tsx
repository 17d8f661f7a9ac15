import "~/lib/zod-jitless";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ProductIcons } from "~/components/site/sections/site-icons";
import { NotFound } from "~/components/ui/not-found";
import { unavailableWhenDatabaseDown } from "~/server/health/unavailable-when-database-down.server";
import { unreadableFormIsBadRequest } from "~/server/http/unreadable-form-is-bad-request.server";

/**
 * Routes opt out of client JavaScript with `handle = { hydrate: false }` (customer sites, static pages).
 * `siteIcons`: the page links its own icons (a customer site's, issue 13), so the product's are left out.
 */
export type RouteHandle = { hydrate?: boolean; siteIcons?: boolean };

function useHydrate(): boolean {
  return useMatches().every((match) => (match.handle as RouteHandle | undefined)?.hydrate !== false);
}

export const middleware: Route.MiddlewareFunction[] = [
  (_args, next) => unavailableWhenDatabaseDown(next),
  ({ request }, next) => unreadableFormIsBadRequest(request, next),
];

export function Layout({ children }: { children: ReactNode }) {
  const hydrate = useHydrate();
  const siteIcons = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.siteIcons);
  return (
    <html lang="da">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {siteIcons ? null : <ProductIcons />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <title>Der opstod en fejl</title>
      <p className="font-semibold text-brand-700">Fejl</p>
      <h1 className="font-bold text-3xl">Der opstod en fejl</h1>
      <p>Der opstod en fejl. Prøv igen.</p>
      <p>
        <a className="font-semibold text-brand-700 underline" href="/">
          Gå til forsiden
        </a>
      </p>
    </main>
  );
}
