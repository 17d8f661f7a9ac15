import { db, isDatabaseConnected } from "~/db/client.server";

/** Anything with pg's query(): the app's pool, or a test's pool aimed somewhere else. */
export type Queryable = { query: (sql: string) => Promise<unknown> };

/**
 * Whether PostgreSQL answers `select 1` within the time limit. A pool whose connections all hang (a
 * network partition rather than a refused connection) would otherwise keep the probe waiting, and
 * the proxy would treat a slow probe like a dead one anyway.
 */
export async function databaseReachable(
  client: Queryable | null = isDatabaseConnected() ? db().$client : null,
  timeoutMs = 2000,
): Promise<boolean> {
  if (!client) return unreachable();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return (
      (await Promise.race([client.query("select 1").then(() => true as const), timeout])) || unreachable()
    );
  } catch {
    return unreachable();
  } finally {
    clearTimeout(timer);
  }
}

let lastUnreachableAt = Number.NEGATIVE_INFINITY;

function unreachable(): false {
  lastUnreachableAt = performance.now();
  return false;
}

/**
 * Whether any check in this process found PostgreSQL unreachable within the last `withinMs`. A request
 * that failed in the last second of an outage is often checked just after the database came back: it
 * still failed because of the outage (server/health/unavailable-when-database-down.server.ts).
 */
export function databaseRecentlyUnreachable(withinMs: number): boolean {
  return performance.now() - lastUnreachableAt < withinMs;
}
