import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";

export type TestHttpApp = { port: number; close: () => Promise<void> };

/**
 * The real HTTP app (server/app.ts: security headers, same-origin check, zones, site cache, React
 * Router) on a loopback port, loaded through Vite as `npm run dev` does. It uses the test file's
 * database connection (db() lives on globalThis); background workers are not started.
 */
export async function startTestHttpApp(): Promise<TestHttpApp> {
  const vite = await import("vite");
  const server = await vite.createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const mod = (await server.ssrLoadModule("./server/app.ts")) as {
    createHttpApp: (options: { clientDir: string | null; dev: boolean }) => express.Express;
  };
  const outer = express();
  outer.use(mod.createHttpApp({ clientDir: null, dev: true }));
  const httpServer = http.createServer(outer);
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  return {
    port: (httpServer.address() as AddressInfo).port,
    close: async () => {
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
      await server.close();
    },
  };
}

export type TestResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** One request with an explicit Host header (Node's fetch cannot reach *.localhost hosts). */
export function request(
  port: number,
  options: { method?: string; host: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: {
          host: options.host,
          ...(options.body ? { "content-length": String(options.body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A multipart body and its content type, encoded by the platform's FormData like a browser's. */
export async function multipartBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}
