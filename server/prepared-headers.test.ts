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
const viaArray = prepareHeaders(list, { outHeaders: null });
// One list for every page of a shape: the ETag and length are given per request (the published files).
const perRequest = ["ETag", "Content-Length"];
const shapeViaStore = prepareHeaders(list, { perRequest });
const shapeViaArray = prepareHeaders(list, { perRequest, outHeaders: null });
let server: http.Server;
let port = 0;

beforeAll(async () => {
  let counter = 0;
  server = http.createServer((req, res) => {
    counter++;
    if (req.url?.startsWith("/shape")) {
      const prepared = req.url === "/shape-store" ? shapeViaStore : shapeViaArray;
      // Each request its own ETag and body length: "hello" then "hello!!".
      const body = `hello${"!".repeat((counter % 2) * 2)}`;
      writeHead(res, 200, prepared, `id-${counter}`, [`"${counter}-x"`, String(body.length)]);
      res.end(body);
      return;
    }
    const prepared = req.url === "/store" ? viaStore : viaArray;
    writeHead(res, 200, prepared, `id-${counter}`);
    res.end("hello");
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw response bytes of two requests on one keep-alive connection (the second closes it). */
function rawTwice(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
    const request = `GET ${path} HTTP/1.1\r\nHost: a.localhost\r\n`;
    socket.write(`${request}\r\n${request}Connection: close\r\n\r\n`);
  });
}

const normalize = (text: string) =>
  text
    .replace(/^Date: .*\r\n/gm, "Date: -\r\n")
    .replace(/id-\d+/g, "id-N")
    .replace(/"\d+-x"/g, '"N-x"')
    .replace(/Content-Length: \d+/g, "Content-Length: N")
    .replace(/hello!*/g, "hello");

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

  it("fills in the per-request values, the same bytes through the store as through the array", async () => {
    const [store, array] = [await rawTwice("/shape-store"), await rawTwice("/shape-array")];
    const etags = [...store.matchAll(/ETag: "(\d+)-x"\r\n/g)].map((match) => Number(match[1]));
    expect(etags).toHaveLength(2);
    expect(etags[1]).toBe(etags[0]! + 1);
    // Content-Length follows each body: "hello" is 5 bytes, "hello!!" 7.
    const lengths = [...store.matchAll(/Content-Length: (\d+)\r\n[\s\S]*?\r\n\r\n(hello!*)/g)];
    expect(lengths.map((match) => [Number(match[1]), match[2]!.length]).sort()).toEqual([
      [5, 5],
      [7, 7],
    ]);
    expect(normalize(store)).toBe(normalize(array));
  });

  it("refuses a header value Node would refuse, once, when preparing", () => {
    expect(() =>
      prepareHeaders([
        ["X-Request-Id", ""],
        ["X-Bad", "a\r\nInjected: 1"],
      ]),
    ).toThrow();
    expect(() => prepareHeaders(list, { perRequest: ["X-Not-There"] })).toThrow();
  });
});
