import pg from "pg";
import { log } from "~/server/log.server";

const SITE_CHANGED_CHANNEL = "site_changed";

/**
 * How long a round trip vouches for the cache (docs/decisions/025): for this long after a round trip
 * started, requests trust the cache without one of their own, and every transaction that changes a
 * site holds its caller back this long after the commit (bumpSiteVersion), so a request sent after
 * an edit was answered always finds the lease that could have missed it expired.
 */
export const FRESHNESS_LEASE_MS = 20;

/**
 * "synced": every notification committed before the call has been handled (onChange has run for it).
 * "late": the database did not answer within the time limit (caches may be trusted as they are).
 * "offline": not connected; nothing can be assumed.
 */
export type SyncResult = "synced" | "late" | "offline";

export type SiteChangeListener = {
  /** Settles once the first LISTEN is in place (or the listener is stopped). */
  ready: Promise<void>;
  /** One round trip on the listening connection, shared by all callers of the same event-loop turn. */
  sync(): Promise<SyncResult>;
  /**
   * True while a round trip that started less than leaseMs ago has returned: every change committed
   * before it started has been handled, and a later one would still be holding its writer back. Past
   * half the lease it starts the next round trip, so a steady stream of requests never waits for one.
   */
  isFresh(): boolean;
  stop(): Promise<void>;
};

type Options = {
  url: string;
  /** A site changed on some instance (the payload of bumpSiteVersion's NOTIFY is the company id). */
  onChange(companyId: string): void;
  /** LISTEN is in place; anything cached before may have missed notifications. */
  onConnected(): void;
  /** The connection dropped; notifications may be missed until onConnected. */
  onDisconnected(): void;
  /** How often a live connection is checked with a query. */
  pingMs?: number;
  /**
   * How long that check may take before the connection counts as stalled and is replaced (default
   * 5 s). A stalled connection (a half-open TCP connection, a frozen proxy) never errors: without this
   * its round trips answer "late" forever and the caches are trusted as they are, so edits made on
   * other instances would not be seen (issue 28).
   */
  pingTimeoutMs?: number;
  /** How long connecting (and LISTEN) may take before the attempt is given up and retried (10 s). */
  connectTimeoutMs?: number;
  /** How long sync() waits for the database before it answers "late". */
  syncTimeoutMs?: number;
  /**
   * The least time between the starts of two round trips (default 0: the next one starts in the
   * event-loop turn after the previous one returned). Node's timers count whole milliseconds, so any
   * value above 0 that is not yet over makes the waiting requests wait 1–2 ms: with 1 ms, 4 connections
   * saw p50 1.6 ms instead of 0.3–0.5 ms, and a closed loop of 32 connections idled between batches
   * (docs/performance.md). Only one round trip is under way at a time either way, so under load the
   * requests parsed while one is under way share the next.
   */
  minIntervalMs?: number;
  /** See isFresh (default 0: no lease, every caller waits for a round trip). */
  leaseMs?: number;
};

/**
 * A dedicated connection (not from the pool) that LISTENs on 'site_changed', reconnects with backoff
 * when it drops, and pings so a silently dead connection is noticed.
 *
 * Why sync() works: a NOTIFY is queued at commit and the committing backend signals every listener
 * before it answers its own client. The listening backend delivers pending notifications before it
 * answers any later query on its connection, and node-postgres emits them before that query resolves.
 * So after a round trip that started after an edit committed, onChange has run for that edit.
 */
export function listenForSiteChanges(options: Options): SiteChangeListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const schedule = () => {
    if (stopped) return;
    const delay = Math.min(10_000, 250 * 2 ** attempt++);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  const dropped = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    syncedAt = Number.NEGATIVE_INFINITY;
    options.onDisconnected();
    if (!stopped) {
      log("warn", "site_changed listener lost its connection; reconnecting");
      schedule();
    }
  };

  // end() waits for the server to close the connection, which a stalled one never does: the socket
  // is destroyed as well so nothing of it stays behind.
  const abandon = (c: pg.Client) => {
    c.end().catch(() => {});
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    });
    c.on("notification", (message) => {
      if (message.channel === SITE_CHANGED_CHANNEL && message.payload) options.onChange(message.payload);
    });
    c.on("error", () => dropped(c));
    c.on("end", () => dropped(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${SITE_CHANGED_CHANNEL}`);
      if (stopped) {
        await c.end();
        return;
      }
      client = c;
      attempt = 0;
      options.onConnected();
      resolveReady();
    } catch (error) {
      log("warn", "site_changed listener could not connect", {
        error: error instanceof Error ? error.message : String(error),
      });
      c.end().catch(() => {});
      schedule();
    }
  };

  let inFlight: Promise<boolean> | null = null;
  let next: Promise<SyncResult> | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;
  /** When the latest round trip that came back started (performance.now()). */
  let syncedAt = Number.NEGATIVE_INFINITY;
  const leaseMs = options.leaseMs ?? 0;
  const syncTimeoutMs = options.syncTimeoutMs ?? 50;
  const minIntervalMs = options.minIntervalMs ?? 0;
  const roundTrip = async (started: number): Promise<boolean> => {
    const c = client;
    if (!c) return false;
    try {
      // An empty query: the cheapest round trip there is (no parse, no plan, no transaction).
      await c.query("");
      if (client !== c) return false;
      syncedAt = Math.max(syncedAt, started);
      return true;
    } catch {
      return false;
    }
  };
  // A caller is covered only by a round trip that starts after it called. Callers join the next
  // round trip, which starts once the one under way (if any) is done, not before the current
  // event-loop turn ends (so every request parsed in the same turn shares it) and not sooner than
  // minIntervalMs after the previous one started.
  const sync = (): Promise<SyncResult> => {
    if (!client) return Promise.resolve("offline");
    if (!next) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const body = (async (): Promise<SyncResult> => {
        await inFlight;
        const wait = lastStart + minIntervalMs - performance.now();
        await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
        lastStart = performance.now();
        const trip = roundTrip(lastStart);
        inFlight = trip;
        next = null;
        const ok = await trip;
        if (inFlight === trip) inFlight = null;
        clearTimeout(timer);
        return ok ? "synced" : "offline";
      })();
      const late = new Promise<SyncResult>((resolve) => {
        timer = setTimeout(() => resolve("late"), syncTimeoutMs);
      });
      next = Promise.race([body, late]);
    }
    return next;
  };

  const isFresh = (): boolean => {
    if (!client) return false;
    const age = performance.now() - syncedAt;
    if (!(age < leaseMs)) return false;
    if (age >= leaseMs / 2 && !next && !inFlight) void sync();
    return true;
  };

  const pingTimeoutMs = options.pingTimeoutMs ?? 5000;
  let pinging = false;
  const ping = setInterval(() => {
    const c = client;
    if (!c || pinging) return;
    pinging = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<"stalled">((resolve) => {
      timer = setTimeout(() => resolve("stalled"), pingTimeoutMs);
    });
    Promise.race([c.query("select 1").then(() => "ok" as const), stalled])
      .catch(() => "failed" as const)
      .then((outcome) => {
        clearTimeout(timer);
        pinging = false;
        if (outcome === "ok") return;
        if (outcome === "stalled")
          log("warn", "site_changed listener's connection stalled; replacing it", { pingTimeoutMs });
        dropped(c);
        abandon(c);
      });
  }, options.pingMs ?? 30_000);
  ping.unref();

  void connect();

  return {
    ready,
    sync,
    isFresh,
    async stop() {
      stopped = true;
      syncedAt = Number.NEGATIVE_INFINITY;
      clearTimeout(retry);
      clearInterval(ping);
      resolveReady();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
