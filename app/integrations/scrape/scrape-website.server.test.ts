import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { unstubEnvs } from "../../../tests/setup/stub-env";
import { EMPTY_SCRAPE_RESULT, type ScrapeOptions, scrapeWebsite } from "./scrape-website.server";
import { startTestServer, type TestServer } from "./test-server";

/** An owner's old website on 127.0.0.2 (allowed by these tests only) and an internal canary on 127.0.0.1. */
let site: TestServer;
let canary: TestServer;

const HOME = `<html><head><link rel="apple-touch-icon" href="/ikon.png"></head><body>
<nav><a href="/">Forside</a></nav>
<main><h1>Klar Udsigt</h1><p>Vinduespudsning i Aarhus siden 2016.</p></main>
<footer>Tlf. 86 12 14 14 · <a href="mailto:hej@klarudsigt.dk">hej@klarudsigt.dk</a></footer>
</body></html>`;

beforeAll(async () => {
  site = await startTestServer("127.0.0.2", (request, response) => {
    switch (request.url) {
      case "/":
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return response.end(HOME);
      case "/gammel":
        response.writeHead(200, { "Content-Type": "text/html; charset=iso-8859-1" });
        return response.end(Buffer.from("<p>Malerarbejde på Ærø</p>", "latin1"));
      case "/til-canary":
        response.writeHead(301, { Location: `http://127.0.0.1:${canary.port}/` });
        return response.end();
      case "/stor":
        response.writeHead(200, { "Content-Type": "text/html" });
        return response.end(`<p>${"x".repeat(5000)}</p>`);
      case "/langsom":
        response.writeHead(200, { "Content-Type": "text/html" });
        return response.write("<p>Et øjeblik");
      case "/pdf":
        response.writeHead(200, { "Content-Type": "application/pdf" });
        return response.end("%PDF-1.4 kontakt@klarudsigt.dk");
      default:
        response.writeHead(404, { "Content-Type": "text/html" });
        return response.end("<p>Tlf. 99 99 99 99</p>");
    }
  });
  canary = await startTestServer("127.0.0.1", (_request, response) => response.end("<p>intern</p>"));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(async () => {
  await Promise.all([site.close(), canary.close()]);
  vi.restoreAllMocks();
});

afterEach(() => {
  expect(canary.connections()).toBe(0);
  unstubEnvs();
});

const allowSite = (): ScrapeOptions => ({
  enabled: true,
  timeoutMs: 3000,
  maxBytes: 1000,
  allowedPorts: [site.port, canary.port],
  isAllowedAddress: (address) => address === "127.0.0.2",
});

describe("scrapeWebsite", () => {
  it("reads an owner's page", async () => {
    expect(await scrapeWebsite(`${site.origin}/`, allowSite())).toEqual({
      mainContent: "Klar Udsigt Vinduespudsning i Aarhus siden 2016.",
      logo: `${site.origin}/ikon.png`,
      phone: "+45 86 12 14 14",
      email: "hej@klarudsigt.dk",
      images: [],
    });
  });

  it("reads a Latin-1 page", async () => {
    const result = await scrapeWebsite(`${site.origin}/gammel`, allowSite());
    expect(result.mainContent).toBe("Malerarbejde på Ærø");
  });

  it("accepts an address without scheme, falling back from https to http", async () => {
    const options = { ...allowSite(), resolveHost: async () => ["127.0.0.2"] };
    const result = await scrapeWebsite(`klarudsigt.test:${site.port}/`, options);
    expect(result.email).toBe("hej@klarudsigt.dk");
  });

  it.each([
    ["an internal address", () => `http://127.0.0.1:${canary.port}/`],
    ["an internal address in decimal", () => `http://2130706433:${canary.port}/`],
    ["a redirect to an internal address", () => `${site.origin}/til-canary`],
    ["a page larger than the cap", () => `${site.origin}/stor`],
    ["a page that never finishes", () => `${site.origin}/langsom`],
    ["a missing page", () => `${site.origin}/findes-ikke`],
    ["a PDF", () => `${site.origin}/pdf`],
    ["text that is no address", () => "ikke en adresse"],
  ])("returns the defaults for %s", async (_case, url) => {
    const result = await scrapeWebsite(url(), { ...allowSite(), timeoutMs: 300 });
    expect(result).toEqual(EMPTY_SCRAPE_RESULT);
  });

  it("uses the real address checker unless told otherwise", async () => {
    const before = site.connections();
    const result = await scrapeWebsite(`${site.origin}/`, { enabled: true, allowedPorts: [site.port] });
    expect(result).toEqual(EMPTY_SCRAPE_RESULT);
    expect(site.connections()).toBe(before);
  });

  it("does not fetch anything when SCRAPE_PROVIDER is offline", async () => {
    vi.stubEnv("SCRAPE_PROVIDER", "offline");
    resetEnvForTests();
    const before = site.connections();
    const { enabled: _ignored, ...options } = allowSite();
    expect(await scrapeWebsite(`${site.origin}/`, options)).toEqual(EMPTY_SCRAPE_RESULT);
    expect(site.connections()).toBe(before);
  });
});
