import type http from "node:http";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "./is-public-address";
import { SafeFetchError, type SafeFetchOptions, safeFetch } from "./safe-fetch.server";
import { startTestServer, type TestServer } from "./test-server";

/**
 * "site" plays a public website (on 127.0.0.2, which the tests allow explicitly); the canaries on
 * 127.0.0.1 and ::1 play internal services and must never see a single connection.
 */
const SITE_HOST = "127.0.0.2";
let site: TestServer;
let canary: TestServer;
let canary6: TestServer;
const hostHeaders: (string | undefined)[] = [];

const MAX_BYTES = 10_000;

const siteHandler: http.RequestListener = (request, response) => {
  hostHeaders.push(request.headers.host);
  const url = new URL(request.url ?? "/", "http://site");
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    response.writeHead(302, { Location: left === 0 ? "/page" : `/chain/${left - 1}` });
    return response.end();
  }
  switch (url.pathname) {
    case "/page":
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return response.end("<h1>Hej fra Vejle</h1>");
    case "/redirect":
      response.writeHead(302, { Location: url.searchParams.get("to") ?? "/" });
      return response.end();
    case "/big":
      response.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(MAX_BYTES + 1) });
      return response.end("x".repeat(MAX_BYTES + 1));
    case "/big-chunked":
      response.writeHead(200, { "Content-Type": "text/html" });
      for (let i = 0; i < 20; i++) response.write("x".repeat(1000));
      return response.end();
    case "/gzip":
      response.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      return response.end(zlib.gzipSync("<p>pakket</p>"));
    case "/gzip-bomb":
      response.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      return response.end(zlib.gzipSync(Buffer.alloc(MAX_BYTES * 50)));
    case "/slow-body":
      response.writeHead(200, { "Content-Type": "text/html" });
      response.write("<p>begynder...");
      return; // never ends
    case "/no-answer":
      return; // never answers
    default:
      response.writeHead(404);
      response.end();
  }
};

beforeAll(async () => {
  site = await startTestServer(SITE_HOST, siteHandler);
  canary = await startTestServer("127.0.0.1", (_request, response) => response.end("hemmelig"));
  canary6 = await startTestServer("::1", (_request, response) => response.end("hemmelig"));
});

afterAll(async () => {
  await Promise.all([site.close(), canary.close(), canary6.close()]);
});

afterEach(() => {
  expect(canary.connections()).toBe(0);
  expect(canary6.connections()).toBe(0);
});

/** The real address checker, plus the one test "website". */
const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  timeoutMs: 3000,
  maxBytes: MAX_BYTES,
  allowedPorts: [80, 443, site.port, canary.port, canary6.port],
  isAllowedAddress: (address) => address === SITE_HOST || isPublicAddress(address),
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return (error as SafeFetchError).code;
}

describe("safeFetch: happy path", () => {
  it("fetches a page from an allowed address", async () => {
    const response = await safeFetch(`${site.origin}/page`, options());
    expect(response.status).toBe(200);
    expect(response.body.toString("utf8")).toBe("<h1>Hej fra Vejle</h1>");
    expect(response.url).toBe(`${site.origin}/page`);
  });

  it("follows up to three redirects and reports the final URL", async () => {
    const response = await safeFetch(`${site.origin}/chain/2`, options());
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${site.origin}/page`);
  });

  it("decompresses gzip", async () => {
    const response = await safeFetch(`${site.origin}/gzip`, options());
    expect(response.body.toString("utf8")).toBe("<p>pakket</p>");
  });

  it("connects to the vetted address while keeping the host name (no second DNS lookup)", async () => {
    const answers = [[SITE_HOST], ["127.0.0.1"]];
    let lookups = 0;
    hostHeaders.length = 0;
    const resolveHost = async () => answers[lookups++] ?? [];
    const response = await safeFetch(`http://gammel-side.test:${site.port}/page`, options({ resolveHost }));
    expect(response.status).toBe(200);
    expect(lookups).toBe(1);
    expect(hostHeaders).toEqual([`gammel-side.test:${site.port}`]);
  });
});

describe("safeFetch: SSRF", () => {
  it.each([
    "127.0.0.1",
    "2130706433",
    "0x7f000001",
    "0x7f.0.0.1",
    "0177.0.0.1",
    "127.1",
    "127.0.0.1.",
    "0.0.0.0",
    "0",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "[::1]",
    "[::]",
    "[0:0:0:0:0:0:0:1]",
    "localhost",
    "localhost.",
    "LOCALHOST",
    "canary.localhost",
  ])("refuses http://%s to the canary", async (host) => {
    for (const port of [canary.port, canary6.port]) {
      expect(await failure(safeFetch(`http://${host}:${port}/`, options()))).toBe("BLOCKED_ADDRESS");
    }
  });

  it.each(["169.254.169.254", "10.0.0.1", "192.168.1.1", "100.64.0.1", "[fd00::1]", "[fe80::1]"])(
    "refuses %s before connecting",
    async (host) => {
      expect(await failure(safeFetch(`http://${host}/latest/meta-data/`, options()))).toBe("BLOCKED_ADDRESS");
    },
  );

  it("refuses a name that resolves to loopback", async () => {
    const resolveHost = async () => ["127.0.0.1"];
    const code = await failure(safeFetch(`http://intern.test:${canary.port}/`, options({ resolveHost })));
    expect(code).toBe("BLOCKED_ADDRESS");
  });

  it("refuses a name when any one of its addresses is private", async () => {
    const resolveHost = async () => ["93.184.216.34", "127.0.0.1"];
    const code = await failure(safeFetch(`http://blandet.test:${canary.port}/`, options({ resolveHost })));
    expect(code).toBe("BLOCKED_ADDRESS");
  });

  it("refuses a name that the system resolves to loopback", async () => {
    const code = await failure(safeFetch(`http://ip6-localhost:${canary6.port}/`, options()));
    expect(["BLOCKED_ADDRESS", "DNS_FAILED"]).toContain(code);
  });

  it.each([
    (port: number) => `http://127.0.0.1:${port}/`,
    (port: number) => `http://2130706433:${port}/`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
    (port: number) => `http://localhost:${port}/`,
  ])("refuses a redirect from an allowed site to the canary (%#)", async (target) => {
    const url = `${site.origin}/redirect?to=${encodeURIComponent(target(canary.port))}`;
    expect(await failure(safeFetch(url, options()))).toBe("BLOCKED_ADDRESS");
  });

  it("refuses a redirect to another scheme", async () => {
    const url = `${site.origin}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`;
    expect(await failure(safeFetch(url, options()))).toBe("BLOCKED_URL");
  });

  it.each(["file:///etc/passwd", "ftp://example.dk/", "gopher://example.dk/", "data:text/html,hej"])(
    "refuses the scheme of %s",
    async (url) => {
      expect(await failure(safeFetch(url, options()))).toBe("BLOCKED_URL");
    },
  );

  it("refuses ports other than 80 and 443 by default", async () => {
    const code = await failure(
      safeFetch(`${site.origin}/page`, { timeoutMs: 1000, maxBytes: 100, isAllowedAddress: () => true }),
    );
    expect(code).toBe("BLOCKED_URL");
  });

  it("refuses credentials in the URL", async () => {
    expect(await failure(safeFetch(`http://bruger:kode@${SITE_HOST}:${site.port}/page`, options()))).toBe(
      "BLOCKED_URL",
    );
  });

  it("stops after three redirects", async () => {
    expect(await failure(safeFetch(`${site.origin}/chain/3`, options()))).toBe("TOO_MANY_REDIRECTS");
  });

  it("refuses text that is not a URL", async () => {
    expect(await failure(safeFetch("ikke en adresse", options()))).toBe("INVALID_URL");
  });
});

describe("safeFetch: limits", () => {
  it("refuses a body announced as too large", async () => {
    expect(await failure(safeFetch(`${site.origin}/big`, options()))).toBe("TOO_LARGE");
  });

  it("refuses a streamed body that grows too large", async () => {
    expect(await failure(safeFetch(`${site.origin}/big-chunked`, options()))).toBe("TOO_LARGE");
  });

  it("refuses a small compressed body that inflates too large", async () => {
    expect(await failure(safeFetch(`${site.origin}/gzip-bomb`, options()))).toBe("TOO_LARGE");
  });

  it("gives up on a body that never ends", async () => {
    expect(await failure(safeFetch(`${site.origin}/slow-body`, options({ timeoutMs: 300 })))).toBe("TIMEOUT");
  });

  it("gives up on a server that never answers", async () => {
    expect(await failure(safeFetch(`${site.origin}/no-answer`, options({ timeoutMs: 300 })))).toBe("TIMEOUT");
  });

  it("gives up on a resolver that never answers", async () => {
    const resolveHost = () => new Promise<string[]>(() => {});
    const code = await failure(
      safeFetch(`http://langsom.test:${site.port}/`, options({ resolveHost, timeoutMs: 300 })),
    );
    expect(code).toBe("TIMEOUT");
  });
});
