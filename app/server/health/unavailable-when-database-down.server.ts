import { plainPage } from "~/server/http/plain-pages";
import { databaseReachable, databaseRecentlyUnreachable } from "./database-reachable.server";

/** The page for the seconds the database is away; browsers, owners and Caddy retry. */
export const UNAVAILABLE_PAGE = plainPage(
  "Siden er midlertidigt utilgængelig",
  "Prøv igen om et øjeblik. Intet af det, du har gemt, er gået tabt.",
);

export const UNAVAILABLE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Retry-After": "5",
  "Cache-Control": "no-store",
};

/**
 * Root middleware: a request that failed (5xx) while PostgreSQL is unreachable — a restart, a
 * failover — answers 503 with Retry-After instead of 500, so proxies, browsers and owners know to
 * try again in a moment rather than that something is broken. Also when the database answers again
 * by the time the failure is checked but was found away moments ago (a save that failed in the last
 * second of a restart got 500 in bench:cluster's drill A).
 */
export async function unavailableWhenDatabaseDown(
  next: () => Promise<Response>,
  /** A failure this soon after any check found the database away counts as part of the outage. */
  options: { recentMs: number } = { recentMs: 15_000 },
): Promise<Response> {
  const response = await next();
  if (response.status < 500 || response.status === 503) return response;
  if ((await databaseReachable(undefined, 1000)) && !databaseRecentlyUnreachable(options.recentMs))
    return response;
  return new Response(UNAVAILABLE_PAGE, { status: 503, headers: UNAVAILABLE_HEADERS });
}
