import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type express from "express";
import { afterAll, beforeAll, expect } from "vitest";
import { closeDatabase, connectDatabase } from "~/db/client.server";
import { createHttpServer } from "../../server/http-server";
import { ensureHttpAppBuild, httpAppBuildDir } from "./http-app-build";

/** What the tests use of the built server/app.ts. */
type AppModule = {
  createHttpApp: (options: { clientDir: string | null; dev: boolean }) => express.Express;
  settleSiteImageRenders: () => Promise<void>;
  flushPageViews: () => Promise<number>;
  flushCallTaps: () => Promise<number>;
  publishSite: (companyId: string) => Promise<string>;
};

export type HttpAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  body: string;
  /** The body's bytes (images, files). */
  bytes: Buffer;
};

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
  /**
   * This app's own instance of server/app.ts: for state the app keeps in memory, e.g. flushing its
   * counters now instead of waiting for a worker the test app does not run.
   */
  appModule: AppModule;
  close: () => Promise<void>;
};

/**
 * The real HTTP app (server/app.ts with all its middleware and the React Router build) on a loopback
 * port, behind the same HTTP server options as production (server/http-server.ts): the production
 * build of the current sources (http-app-build.ts), serving its client files as production does.
 * Each call evaluates the bundle anew, so every app has its own settings, caches and buffers, like
 * another instance of the server. Background workers are not started.
 *
 * The app shares the database connection held on globalThis (client.server.ts): by default the one
 * the test file opened (connectTestDatabase), so rows it arranges are the rows the app sees. With
 * `databaseUrl` this connects there and close() closes that connection (for a test file that owns,
 * stops and restarts its own PostgreSQL).
 */
export async function startHttpApp(options: { databaseUrl?: string } = {}): Promise<TestHttpApp> {
  const entry = await ensureHttpAppBuild(process.env.HTTP_APP_BUILD_DIR ?? httpAppBuildDir());
  if (options.databaseUrl) connectDatabase(options.databaseUrl, { max: 10 });
  // A query of its own makes Node evaluate the bundle again: a module instance of this app's own.
  const mod = (await import(`${pathToFileURL(entry).href}?app=${crypto.randomUUID()}`)) as AppModule;
  const clientDir = path.join(path.dirname(entry), "..", "client");
  const server = createHttpServer(mod.createHttpApp({ clientDir, dev: false }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    request: (host, pathname, request = {}) => send(port, host, pathname, request),
    appModule: mod,
    close: async () => {
      // Saves that change the logo, name or colours render the site's icons in the background and
      // then publish again: let that finish while the database is still there (as the app's stop does).
      await mod.settleSiteImageRenders();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (options.databaseUrl) await closeDatabase();
    },
  };
}

/** startHttpApp for a whole test file: started before its tests, closed after them. */
export function serveHttpAppForFile(options: { databaseUrl?: string } = {}): () => TestHttpApp {
  let app: TestHttpApp | undefined;
  beforeAll(async () => {
    app = await startHttpApp(options);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("the test app is not started yet");
    return app;
  };
}

/**
 * A raw HTTP request (node:http: Node's fetch cannot reach *.localhost hosts or omit Host). A host
 * without a port gets the app's port, as a browser would send it.
 */
function send(
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
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString("utf8"),
            bytes,
          });
        });
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

/** A multipart body and its content type, encoded by the platform's FormData like a browser's. */
export async function multipartBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

/** What a test uses of the running app: its port and requests to it. */
export type HttpAppClient = Pick<TestHttpApp, "port" | "request">;

/**
 * The real HTTP app for this test file (started before its tests, closed after them), used as
 * `app.request(...)` and `app.port` once the tests run.
 */
export function startHttpAppForFile(): HttpAppClient {
  const running = serveHttpAppForFile();
  return {
    get port() {
      return running().port;
    },
    request: (host, pathname, options) => running().request(host, pathname, options),
  };
}

/**
 * The real HTTP app for one test file: started before its tests, closed after them. The answer's
 * `get(host, path)` sends one GET with that Host (the port added), once the app is up.
 */
export function httpAppForFile() {
  const running = serveHttpAppForFile();
  return {
    get: (host: string, pathname: string, options?: RequestOptions) =>
      running().request(`${host}:${running().port}`, pathname, options),
  };
}

/**
 * A same-origin POST, as a browser sends one (Origin set): `body` of `contentType` to the main host,
 * or to `host` (an owner's site host; the port added).
 */
export function postSameOrigin(
  app: HttpAppClient,
  pathname: string,
  post: { contentType: string; body: string; host?: string; headers?: Record<string, string> },
): Promise<HttpAnswer> {
  const host = post.host ?? "localhost";
  return app.request(host, pathname, {
    method: "POST",
    headers: { origin: `http://${host}:${app.port}`, "content-type": post.contentType, ...post.headers },
    body: post.body,
  });
}

/**
 * A same-origin form POST, as the browser sends an owner's form (cookie, Origin); cookie "" for a
 * visitor without a session (no Cookie header). To the main host unless `host` names another.
 */
export function postForm(
  app: HttpAppClient,
  pathname: string,
  cookie: string,
  fields: Array<[string, string]> | Record<string, string> | URLSearchParams,
  host?: string,
): Promise<HttpAnswer> {
  return postSameOrigin(app, pathname, {
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(fields).toString(),
    host,
    headers: cookie ? { cookie } : {},
  });
}

/** Expects a refused request (a form's bad input, a malformed request): status 400 and each of `texts` on the page. */
export function expectRefused(answer: HttpAnswer, ...texts: string[]): void {
  expect(answer.status).toBe(400);
  for (const text of texts) expect(answer.body).toContain(text);
}
