import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasHeaderStore, prepareHeaders, writeHead } from "./prepared-headers";
import { SECURITY_HEADERS, SITE_PAGE_CSP } from "./security";

// The same prepared headers written through Node's header store and through the public array path
// must give the very same bytes on the wire (apart from the Date line, which Node writes per second).

const list: Array<[string, string]> = [
  ["X-Request-Id", ""],
  ["Content-Security-Policy", SITE_PAGE_CSP],
  ...SECURITY_HEADERS.map(([name, value]) => [name, value] as [string, string]),
  ["X-Site-Cache", "hit"],
  ["ETag", '"1-abc"'],
  ["Cache-Control", "public, max-age=0"],
  ["Vary", "Accept-Encoding"],
  ["Content-Type", "text/html; charset=utf-8"],
  ["Content-Length", "5"],
];
const viaStore = prepareHeaders(list);
const viaArray = prepareHeaders(list, null);
let server: http.Server;
let port = 0;

beforeAll(async () => {
  let counter = 0;
  server = http.createServer((req, res) => {
    const prepared = req.url === "/store" ? viaStore : viaArray;
    writeHead(res, 200, prepared, `id-${++counter}`);
    res.end("hello");
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw response bytes of two requests on one keep-alive connection. */
function rawTwice(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.split("hello").length === 3) {
        socket.end();
        resolve(text);
      }
    });
    socket.on("error", reject);
    const request = `GET ${path} HTTP/1.1\r\nHost: a.localhost\r\n\r\n`;
    socket.write(request + request);
  });
}

const normalize = (text: string) => text.replace(/^Date: .*\r\n/gm, "Date: -\r\n").replace(/id-\d+/g, "id-N");

describe("prepared headers", () => {
  it("this Node offers the header store the fast path uses (else it falls back, slower)", () => {
    expect(hasHeaderStore).toBe(true);
    expect(viaStore.store).not.toBeNull();
    expect(viaArray.store).toBeNull();
  });

  it("writes the same bytes through the store as through the public header array", async () => {
    const [store, array] = [await rawTwice("/store"), await rawTwice("/array")];
    expect(store).toContain("X-Request-Id: id-");
    expect(store).toContain(`Content-Security-Policy: ${SITE_PAGE_CSP}\r\n`);
    expect(store).toContain("Connection: keep-alive\r\n");
    expect(normalize(store)).toBe(normalize(array));
  });

  it("gives each response its own request id", async () => {
    const ids = (await rawTwice("/store")).match(/X-Request-Id: (id-\d+)/g);
    expect(ids).toHaveLength(2);
    expect(ids![0]).not.toBe(ids![1]);
  });

  it("refuses a header value Node would refuse, once, when preparing", () => {
    expect(() =>
      prepareHeaders([
        ["X-Request-Id", ""],
        ["X-Bad", "a\r\nInjected: 1"],
      ]),
    ).toThrow();
  });
});
