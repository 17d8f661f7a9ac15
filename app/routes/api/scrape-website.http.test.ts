import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedScrapeWebsite } from "~/integrations/scrape/cached-scrape.server";
import { reachOnly, startTestServer } from "~/integrations/scrape/test-server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { serveHttpAppForFile } from "../../../tests/setup/http-app";

// Security probe finding F13: /api/scrapeWebsite fetched any public address for anyone, without a
// limit. Now: a limit per address (an IPv6 /64), and each address read once per 10 minutes.

connectTestDatabase();
const app = serveHttpAppForFile();

afterEach(() => vi.restoreAllMocks());

const randomV6Net = () =>
  `2001:db8:${crypto.randomBytes(2).toString("hex")}:${crypto.randomBytes(2).toString("hex")}`;
const post = (forwardedFor: string, url: string) =>
  app().request("localhost", "/api/scrapeWebsite", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: `http://localhost:${app().port}`,
      "x-forwarded-for": forwardedFor,
    },
    body: JSON.stringify({ url }),
  });

/** The scraper logs one warn line per read that fails; a blocked address fails without the network. */
function countReads() {
  const reads: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((line: unknown) => {
    if (String(line).includes("scraping an existing website failed")) reads.push(String(line));
  });
  return reads;
}

describe("F13: POST /api/scrapeWebsite", () => {
  it("answers 429 after 10 reads from one address; the whole IPv6 /64 counts as one", async () => {
    countReads();
    const net = randomV6Net();
    for (let n = 1; n <= 10; n++) {
      const answer = await post(`${net}::${n.toString(16)}`, `http://intern-${n}.localhost/`);
      expect(answer.status, `read ${n}`).toBe(200);
    }
    const refused = await post(`${net}:ffff:ffff:ffff:ffff`, "http://intern-11.localhost/");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      error: "For mange opslag. Vent et par minutter, og prøv igen.",
    });
    // Another network is not affected.
    expect((await post(`${randomV6Net()}::1`, "http://intern-12.localhost/")).status).toBe(200);
  });

  it("reads one address once, also for different callers", async () => {
    const reads = countReads();
    const url = `http://cache-${crypto.randomBytes(4).toString("hex")}.localhost/`;
    expect((await post(`${randomV6Net()}::1`, url)).status).toBe(200);
    expect((await post(`${randomV6Net()}::1`, url)).status).toBe(200);
    expect((await post(`${randomV6Net()}::1`, url.toUpperCase())).status).toBe(200);
    expect(reads).toHaveLength(1);
  });
});

describe("cachedScrapeWebsite", () => {
  it("fetches a website once for concurrent and repeated asks", async () => {
    let hits = 0;
    const site = await startTestServer("127.0.0.2", (_req, res) => {
      hits++;
      res.writeHead(200, { "content-type": "text/html" }).end("<title>Hansen</title><p>Tømrer</p>");
    });
    try {
      const url = `${site.origin}/?${crypto.randomBytes(4).toString("hex")}`;
      const options = { ...reachOnly(site), enabled: true };
      const answers = await Promise.all([1, 2, 3].map(() => cachedScrapeWebsite(url, options)));
      await cachedScrapeWebsite(url, options);
      expect(hits).toBe(1);
      expect(answers[0]?.mainContent).toContain("Tømrer");
    } finally {
      await site.close();
    }
  });
});
