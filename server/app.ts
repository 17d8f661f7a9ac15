import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import { env } from "~/config/env.server";
import { type RequestInfo, requestInfoContext } from "~/server/context";
import { classifyHost, normalizeHost } from "~/server/tenancy/classify-host";
import { findSiteByHost } from "~/server/tenancy/find-site-by-host.server";
import { isProductPath, sitePath } from "~/server/tenancy/site-paths";
import { sameOriginWrites, securityHeaders } from "./security";

export { startServices, stopServices } from "./services";

type Locals = { nonce: string; requestId: string; info: RequestInfo };

/**
 * The whole HTTP application (bundled by Vite with the React Router build; server/main.ts runs it).
 * Order: ids and headers, compression, static files, zone by host, then React Router.
 */
export function createHttpApp(options: { clientDir: string | null; dev: boolean }) {
  const config = env();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY ? true : "loopback");

  app.use((req, res, next) => {
    const requestId = String(req.headers["x-request-id"] ?? "").slice(0, 64) || crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    next();
  });
  app.use(securityHeaders({ dev: options.dev }));
  app.use(compression());

  if (options.clientDir) {
    // Fingerprinted build output can be cached forever; everything else in public/ for an hour.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.use(sameOriginWrites());
  app.use(zoneByHost(config.ROOT_DOMAIN));

  app.all(
    "/{*path}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (_req, res) => {
        const locals = res.locals as Locals;
        return new RouterContextProvider(new Map([[requestInfoContext, locals.info]]));
      },
    }),
  );
  return app;
}

/** Classifies the host once, resolves the site a customer host serves, and rewrites its paths. */
function zoneByHost(rootDomain: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const zone = classifyHost(req.headers.host, rootDomain);
      let siteCompanyId: string | null = null;
      const url = new URL(req.originalUrl, "http://internal");
      if (zone.kind === "main" && (url.pathname === "/_site" || url.pathname.startsWith("/_site/"))) {
        rewrite(req, "/404");
      } else if (zone.kind !== "main") {
        siteCompanyId = zone.kind === "unknown" ? null : await findSiteByHost(zone);
        if (!siteCompanyId) {
          if (!url.pathname.startsWith("/assets/")) rewrite(req, "/404");
        } else if (!isProductPath(url.pathname)) {
          rewrite(req, sitePath(url.pathname) + url.search);
        }
      }
      const locals = res.locals as Locals;
      locals.info = {
        requestId: locals.requestId,
        nonce: locals.nonce,
        ip: req.ip ?? "unknown",
        zone,
        siteCompanyId,
        host: normalizeHost(req.headers.host) + portSuffix(req.headers.host),
        protocol: req.protocol === "https" ? "https" : "http",
      };
      next();
    } catch (error) {
      next(error);
    }
  };
}

function rewrite(req: Request, target: string) {
  req.url = target;
  req.originalUrl = target;
}

function portSuffix(host: string | undefined): string {
  const match = host?.match(/:(\d+)$/);
  return match ? `:${match[1]}` : "";
}
