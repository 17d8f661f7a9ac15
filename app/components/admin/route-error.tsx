import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";

/**
 * What an admin page's ErrorBoundary shows inside the admin: in Danish what could not be shown, and a
 * way on. A thrown error is logged; a route's own answer (a 404) is not.
 */
export function AdminRouteError({
  error,
  title,
  href,
  link = "Prøv igen",
  children,
}: {
  error: unknown;
  title: string;
  href: string;
  link?: string;
  children?: ReactNode;
}) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <h1 className="font-bold text-xl">{title}</h1>
      {children}
      <p>
        <a href={href} className="font-semibold underline">
          {link}
        </a>
      </p>
    </div>
  );
}
