import http from "node:http";
import type { AddressInfo } from "node:net";

/** A real HTTP server on a loopback address for tests, counting every TCP connection it receives. */
export type TestServer = {
  port: number;
  /** Base URL, e.g. http://127.0.0.2:40123 */
  origin: string;
  connections: () => number;
  close: () => Promise<void>;
};

export async function startTestServer(host: string, handler: http.RequestListener): Promise<TestServer> {
  const server = http.createServer(handler);
  let connections = 0;
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    connections: () => connections,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** SafeFetch options that let a test reach exactly this server on 127.0.0.2 (and nothing else). */
export function reachOnly(server: TestServer) {
  return {
    allowedPorts: [server.port],
    isAllowedAddress: (address: string) => address === "127.0.0.2",
  };
}
