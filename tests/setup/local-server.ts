import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * A local stand-in for an outside service (speaking its protocol through `handler`), for one test
 * file: it listens on a free loopback port before the file's tests and closes after them, open
 * connections included. `origin()` is its http://127.0.0.1:<port> once the tests run.
 */
export function localServerForFile(handler: http.RequestListener): {
  origin: () => string;
  port: () => number;
} {
  const server = http.createServer(handler);
  let port = 0;
  beforeAll(async () => {
    port = await listenOnLoopback(server);
  });
  afterAll(() => closeServer(server));
  return { origin: () => `http://127.0.0.1:${port}`, port: () => port };
}

/** Runs `work` against a local server for `handler` that lives only as long as `work`. */
export async function withLocalServer<T>(
  handler: http.RequestListener,
  work: (origin: string) => Promise<T>,
): Promise<T> {
  const server = http.createServer(handler);
  const port = await listenOnLoopback(server);
  try {
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    await closeServer(server);
  }
}

async function listenOnLoopback(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
