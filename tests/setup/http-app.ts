import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { createServer, type ViteDevServer } from "vite";

type AppModule = {
  createHttpApp: (options: { clientDir: string | null; dev: boolean }) => express.Express;
};

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is; a string or bytes. */
  body?: string | Buffer;
  /** Omit the Host header entirely (Node's http module otherwise always sends one). */
  noHost?: boolean;
};

export type TestHttpApp = {
  port: number;
  /** One request to the app on loopback with an explicit Host header (e.g. "hansen.localhost"). */
  request: (host: string, pathname: string, options?: RequestOptions) => Promise<HttpAnswer>;
  close: () => Promise<void>;
};

/**
 * The real HTTP app (server/app.ts with all its middleware and the React Router build) on a loopback
 * port, loaded the way `npm run dev` loads it: through Vite, so nothing of its wiring is copied here.
 * The app's own modules (a separate module graph from the test file's) connect to `databaseUrl`.
 */
export async function startHttpApp(options: { databaseUrl: string }): Promise<TestHttpApp> {
  const vite: ViteDevServer = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const client = (await vite.ssrLoadModule("/app/db/client.server.ts")) as {
    connectDatabase: (url: string, options?: { max?: number }) => unknown;
    closeDatabase: () => Promise<void>;
  };
  client.connectDatabase(options.databaseUrl, { max: 10 });
  const mod = (await vite.ssrLoadModule("/server/app.ts")) as AppModule;
  const outer = express();
  outer.use(vite.middlewares);
  outer.use(mod.createHttpApp({ clientDir: null, dev: true }));
  const server = outer.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    request: (host, pathname, request = {}) => send(port, host, pathname, request),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await client.closeDatabase();
      await vite.close();
    },
  };
}

/** A raw HTTP request (node:http: Node's fetch cannot reach *.localhost hosts or omit Host). */
export function send(
  port: number,
  host: string,
  pathname: string,
  options: RequestOptions = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.noHost) headers.host = host.includes(":") ? host : `${host}:${port}`;
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        headers,
        setHost: !options.noHost,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    // The server may answer (413, 400) and close before the whole body is written.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    if (options.body !== undefined) request.end(options.body);
    else request.end();
  });
}

export type SharedDbHttpApp = { port: number; close: () => Promise<void> };

/**
 * The same real HTTP app, sharing the test file's database connection (db() lives on globalThis), for
 * tests that arrange rows with that connection; background workers are not started.
 * (startHttpApp above gives the app a connection of its own, for tests that stop PostgreSQL.)
 */
export async function startTestHttpApp(): Promise<SharedDbHttpApp> {
  const server = await createServer({
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
