import { databaseReachable } from "./database-reachable.server";

/** The page for the seconds the database is away; browsers, owners and Caddy retry. */
export const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="da"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Siden er midlertidigt utilgængelig</title><main style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem">' +
  "<h1>Siden er midlertidigt utilgængelig</h1><p>Prøv igen om et øjeblik. Intet af det, du har gemt, er gået tabt.</p></main></html>";

export const UNAVAILABLE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Retry-After": "5",
  "Cache-Control": "no-store",
};

/**
 * Root middleware: a request that failed (5xx) while PostgreSQL is unreachable — a restart, a
 * failover — answers 503 with Retry-After instead of 500, so proxies, browsers and owners know to
 * try again in a moment rather than that something is broken.
 */
export async function unavailableWhenDatabaseDown(next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (response.status < 500 || response.status === 503) return response;
  if (await databaseReachable(undefined, 1000)) return response;
  return new Response(UNAVAILABLE_PAGE, { status: 503, headers: UNAVAILABLE_HEADERS });
}
