import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "~/db/embedded.server";
import { startPeriodicJob } from "~/server/jobs/start-periodic-job.server";
import { queueMail } from "~/server/mail/queue-mail.server";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { instrumentRequests, metricsZone } from "./instrument-requests.server";
import { countSiteFileAnswer } from "./registry.server";
import { startMetricsServer } from "./start-metrics.server";

// Its own database: the outbox backlog counts every pending row.
const database = connectIsolatedTestDatabase("metrics_test");
const ROOT = "xn--hndvrkernet-x8aq.dk";
let app: http.Server;
let metrics: http.Server;
let appPort = 0;
let metricsPort = 0;

beforeAll(async () => {
  app = http.createServer(
    instrumentRequests((req, res) => {
      res.writeHead(req.url === "/mangler" ? 404 : 200).end("ok");
      // As the published files' door: answered whole before returning, and says so.
      return req.url === "/fra-filer";
    }, ROOT),
  );
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appPort = (app.address() as AddressInfo).port;
  metricsPort = await findFreePort();
  metrics = await startMetricsServer({ port: metricsPort, host: "127.0.0.1" });
});
afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
  await new Promise((resolve) => metrics.close(resolve));
});

function get(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const scrape = async () => (await get(metricsPort, "127.0.0.1", "/metrics")).body;

describe("metrics", () => {
  it("names the zone from host and path alone", () => {
    expect(metricsZone(`hansen.${ROOT}`, "/ydelser", ROOT)).toBe("customer");
    expect(metricsZone("hansen-toemrer.dk", "/", ROOT)).toBe("customer");
    expect(metricsZone(ROOT, "/12345678/ydelser", ROOT)).toBe("customer");
    expect(metricsZone(ROOT, "/admin/pages", ROOT)).toBe("admin");
    expect(metricsZone(`hansen.${ROOT}`, "/admin", ROOT)).toBe("admin");
    expect(metricsZone(ROOT, "/api/lookupCompany", ROOT)).toBe("api");
    expect(metricsZone(ROOT, "/priser", ROOT)).toBe("main");
    expect(metricsZone("", "/", ROOT)).toBe("unknown");
  });

  it("counts answered requests by zone and status class, with their latency", async () => {
    await get(appPort, `hansen.${ROOT}`, "/");
    await get(appPort, `hansen.${ROOT}`, "/mangler");
    await get(appPort, ROOT, "/admin");
    const text = await scrape();
    expect(text).toContain('hv_http_requests_total{zone="customer",status="2xx"} 1');
    expect(text).toContain('hv_http_requests_total{zone="customer",status="4xx"} 1');
    expect(text).toContain('hv_http_requests_total{zone="admin",status="2xx"} 1');
    expect(text).toContain('hv_http_request_duration_seconds_count{zone="customer"} 2');
    // No host, path or person ever becomes a label.
    expect(text).not.toMatch(/hansen|mangler/);
  });

  it("counts answers given whole before the listener returns as customer pages, across scrapes", async () => {
    const value = (text: string, series: string) =>
      Number(
        text
          .split("\n")
          .find((line) => line.startsWith(`${series} `))
          ?.split(" ")[1] ?? Number.NaN,
      );
    const requests = 'hv_http_requests_total{zone="customer",status="2xx"}';
    const count = 'hv_http_request_duration_seconds_count{zone="customer"}';
    const all = 'hv_http_request_duration_seconds_bucket{le="+Inf",zone="customer"}';
    const before = await scrape();
    await get(appPort, `hansen.${ROOT}`, "/fra-filer");
    await get(appPort, ROOT, "/fra-filer");
    const after = await scrape();
    expect(value(after, requests)).toBe(value(before, requests) + 2);
    expect(value(after, count)).toBe(value(before, count) + 2);
    expect(value(after, all)).toBe(value(before, all) + 2);
    await get(appPort, `hansen.${ROOT}`, "/fra-filer");
    // Kept in the totals by the next scrape too (a counter never goes back).
    const later = await scrape();
    expect(value(later, requests)).toBe(value(before, requests) + 3);
    expect(value(later, count)).toBe(value(before, count) + 3);
    expect(value(later, all)).toBe(value(before, all) + 3);
  });

  it("reports the outbox backlog, the pool and the periodic jobs' outcomes", async () => {
    await queueMail(database(), { kind: "test", to: "ejer@example.dk", subject: "Hej", text: "Hej" });
    const job = startPeriodicJob({
      name: "metrics-test",
      lockKey: 999_001,
      intervalMs: 3_600_000,
      run: async () => {},
    });
    await job.tick();
    await job.stop();
    const text = await scrape();
    expect(text).toContain('hv_mail_outbox_backlog{measure="mails"} 1');
    expect(text).toMatch(/hv_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('hv_job_runs_total{job="metrics-test",outcome="ran"} 1');
    expect(text).toContain('hv_alert_backlog{channel="push",state="pending"} 0');
    expect(text).toContain('hv_alert_backlog{channel="sms",state="failed_last_hour"} 0');
    expect(text).toContain("hv_process_cpu_seconds_total");
  });

  it("counts customer pages answered from the published files and left to the live path, across scrapes", async () => {
    countSiteFileAnswer("hit");
    countSiteFileAnswer("hit");
    countSiteFileAnswer("miss");
    expect(await scrape()).toContain('hv_site_files_total{result="hit"} 2');
    countSiteFileAnswer("hit");
    const text = await scrape();
    expect(text).toContain('hv_site_files_total{result="hit"} 3');
    expect(text).toContain('hv_site_files_total{result="miss"} 1');
  });

  it("answers nothing but GET /metrics", async () => {
    expect((await get(metricsPort, "127.0.0.1", "/")).status).toBe(404);
  });
});
