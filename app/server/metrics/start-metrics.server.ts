import http from "node:http";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { log } from "~/server/log.server";
import { alertBacklog, databasePool, onScrape, outboxBacklog, scrapeMetrics } from "./registry.server";

let collectorsRegistered = false;

/** Pool counts and the outbox backlog, read at each scrape. */
function registerCollectors(): void {
  if (collectorsRegistered) return;
  collectorsRegistered = true;
  onScrape(() => {
    const pool = db().$client;
    databasePool.set({ state: "total" }, pool.totalCount);
    databasePool.set({ state: "idle" }, pool.idleCount);
    databasePool.set({ state: "waiting" }, pool.waitingCount);
  });
  onScrape(async () => {
    const result = await db().execute<{ backlog: number; oldest: number | null }>(sql`
      select count(*)::int as backlog,
        extract(epoch from now() - min(created_at))::float8 as oldest
      from mail_outbox where status in ('pending', 'sending')`);
    const row = result.rows[0];
    outboxBacklog.set({ measure: "mails" }, row?.backlog ?? 0);
    outboxBacklog.set({ measure: "oldest_seconds" }, row?.oldest ?? 0);
  });
  onScrape(async () => {
    // Both queues keep a row per delivery; a failed row is one that gave up (or awaits a retry).
    for (const [channel, table] of [
      ["push", "alert_deliveries"],
      ["sms", "sms_alerts"],
    ] as const) {
      const result = await db().execute<{ pending: number; failed: number }>(sql`
        select count(*) filter (where status in ('pending', 'sending'))::int as pending,
          count(*) filter (where status = 'failed' and created_at > now() - interval '1 hour')::int as failed
        from ${sql.identifier(table)}`);
      alertBacklog.set({ channel, state: "pending" }, result.rows[0]?.pending ?? 0);
      alertBacklog.set({ channel, state: "failed_last_hour" }, result.rows[0]?.failed ?? 0);
    }
  });
}

/**
 * GET /metrics in Prometheus's text format on its own listener (METRICS_PORT, on METRICS_HOST, by
 * default loopback): never on a public host, so it needs no token, and Caddy never proxies it.
 */
export function startMetricsServer(options: { port: number; host: string }): Promise<http.Server> {
  registerCollectors();
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found");
      return;
    }
    scrapeMetrics().then(
      (body) => res.writeHead(200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" }).end(body),
      (error: unknown) => {
        log("warn", "metrics scrape failed", {
          error: error instanceof Error ? error.message : String(error),
        });
        res.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    // A port in use or an address the machine lacks stops the start with one line naming the setting.
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `Ugyldig konfiguration: METRICS_PORT: ${options.host}:${options.port} kan ikke bruges (${error.code ?? error.message})`,
        ),
      ),
    );
    server.listen(options.port, options.host, () => {
      log("info", "metrics", { url: `http://${options.host}:${options.port}/metrics` });
      resolve(server);
    });
  });
}
