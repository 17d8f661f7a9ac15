import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The one Prometheus registry of an instance (issue 28). Served in the text format on the internal
 * metrics port (start-metrics.server.ts), never through the public hosts. Label values are a small
 * fixed set: no host, path, company or user ever becomes a label (cardinality, and no personal data).
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "hv_" });

/** Which part of the product a request was for: the SLOs differ (customer pages must never wait). */
export type MetricsZone = "customer" | "admin" | "api" | "main" | "unknown";

/** Status class labels by first digit (Node allows status codes 100–999). */
export const STATUS_CLASSES = Array.from({ length: 10 }, (_, digit) => `${digit}xx`);
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
// Customer pages answered whole from their files (countCustomerFileAnswer) are counted in plain
// numbers and added to the two metrics below when scraped: a labelled inc or observe validates and
// hashes its labels each time, on the path that must cost least (docs/decisions/026).
const fileAnswers = {
  /** Not yet added to the counter (each scrape adds and clears them). */
  byStatus: new Array<number>(10).fill(0),
  /** Since the histogram's last reset: per bucket of DURATION_BUCKETS (not cumulative), then above. */
  byBucket: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
  seconds: 0,
};

export const httpRequests = new Counter({
  name: "hv_http_requests_total",
  help: "Answered HTTP requests by zone and status class (2xx, 3xx, 4xx, 5xx).",
  labelNames: ["zone", "status"] as const,
  registers: [registry],
  collect() {
    fileAnswers.byStatus.forEach((count, digit) => {
      if (count > 0) this.inc({ zone: "customer", status: STATUS_CLASSES[digit]! }, count);
      fileAnswers.byStatus[digit] = 0;
    });
  },
});

/** What prom-client 15's getForPromString gives (not in its type declarations). */
type PromValues = {
  values: Array<{
    labels: { le?: string | number; zone?: string };
    sharedLabels?: { zone?: string };
    value: number;
    metricName?: string;
  }>;
};

/**
 * A histogram whose customer series also holds the file answers counted in plain numbers. Added to
 * what prom-client's getForPromString gives (its get() and the text format both start there): each
 * value names its zone in `sharedLabels` (prom-client 15) or `labels`, the bucket in `labels.le`. The
 * metrics test reads the scraped text, so a prom-client that shapes these otherwise fails it.
 */
class RequestDuration extends Histogram<"zone"> {
  async getForPromString(): Promise<PromValues> {
    const data = await (
      Histogram.prototype as unknown as { getForPromString(): Promise<PromValues> }
    ).getForPromString.call(this);
    // The customer series exists from the start (zero below); buckets are cumulative.
    const { byBucket, seconds } = fileAnswers;
    let below = 0;
    const cumulative = DURATION_BUCKETS.map((_, index) => (below += byBucket[index]!));
    const all = below + byBucket[DURATION_BUCKETS.length]!;
    for (const value of data.values) {
      if ((value.sharedLabels?.zone ?? value.labels.zone) !== "customer") continue;
      if (value.metricName?.endsWith("_bucket")) {
        const index = DURATION_BUCKETS.indexOf(Number(value.labels.le));
        value.value += index === -1 ? all : cumulative[index]!;
      } else if (value.metricName?.endsWith("_sum")) value.value += seconds;
      else if (value.metricName?.endsWith("_count")) value.value += all;
    }
    return data;
  }

  // The base class's constructor resets too, so the customer series exists from the start.
  override reset() {
    super.reset();
    fileAnswers.byBucket.fill(0);
    fileAnswers.seconds = 0;
    this.zero({ zone: "customer" });
  }
}

export const httpDuration = new RequestDuration({
  name: "hv_http_request_duration_seconds",
  help: "Time from the request to the end of the answer, by zone.",
  labelNames: ["zone"] as const,
  buckets: DURATION_BUCKETS,
  registers: [registry],
});

/** A customer page answered whole from its files, `seconds` after the request came in. */
export function countCustomerFileAnswer(status: number, seconds: number): void {
  fileAnswers.byStatus[Math.floor(status / 100)]!++;
  let index = 0;
  while (index < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[index]!) index++;
  fileAnswers.byBucket[index]!++;
  fileAnswers.seconds += seconds;
}

export const jobRuns = new Counter({
  name: "hv_job_runs_total",
  help: "Periodic job ticks on this instance by job and outcome (ran, skipped: another instance holds it, failed).",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

// Counted in two plain numbers per request and added to the counter when scraped: a labelled inc
// hashes its labels each time, on the path that must cost least (docs/decisions/026).
const siteFileCounts = { hit: 0, miss: 0 };
new Counter({
  name: "hv_site_files_total",
  help: "Customer-page requests answered from the published files (hit) or left to the live path (miss).",
  labelNames: ["result"] as const,
  registers: [registry],
  collect() {
    for (const result of ["hit", "miss"] as const) {
      this.inc({ result }, siteFileCounts[result]);
      siteFileCounts[result] = 0;
    }
  },
});

export function countSiteFileAnswer(result: "hit" | "miss"): void {
  siteFileCounts[result]++;
}

export const alertBacklog = new Gauge({
  name: "hv_alert_backlog",
  help: "Owner alerts (push, SMS) not yet delivered, and failed ones in the last hour, by channel.",
  labelNames: ["channel", "state"] as const,
  registers: [registry],
});

/** Gauges read when scraped: set by the collectors registered with `onScrape`. */
export const databasePool = new Gauge({
  name: "hv_db_pool_connections",
  help: "This instance's PostgreSQL pool: open connections, idle ones, and callers waiting for one.",
  labelNames: ["state"] as const,
  registers: [registry],
});

export const outboxBacklog = new Gauge({
  name: "hv_mail_outbox_backlog",
  help: "Mails not yet delivered (pending or being sent), and the age in seconds of the oldest one.",
  labelNames: ["measure"] as const,
  registers: [registry],
});

const collectors: Array<() => Promise<void> | void> = [];

/** A reading taken just before each scrape (pool counts, a backlog query). */
export function onScrape(collect: () => Promise<void> | void): void {
  collectors.push(collect);
}

/** The text a scrape gets; a collector that fails (database away) leaves its gauge as it was. */
export async function scrapeMetrics(): Promise<string> {
  await Promise.all(collectors.map((collect) => Promise.resolve(collect()).catch(() => undefined)));
  return registry.metrics();
}
