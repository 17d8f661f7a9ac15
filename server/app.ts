import path from "node:path";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { env } from "~/config/env.server";
import { billingFormOrigins } from "~/integrations/billing/index.server";
import { identityFormOrigins } from "~/integrations/identity/index.server";
import { recordPageView } from "~/server/analytics/page-view-buffer.server";
import { isSitePaused, renderPausedSite } from "~/server/billing/paused-site.server";
import { type RequestInfo, requestInfoContext } from "~/server/context";
import { UNAVAILABLE_HEADERS, UNAVAILABLE_PAGE } from "~/server/health/unavailable-when-database-down.server";
import { log } from "~/server/log.server";
import { requestIdOf } from "~/server/ops/request-id";
import { ownDomainLocation } from "~/server/redirects/own-domain-location.server";
import { REPORT_OPT_OUT_PATH } from "~/server/reports/report-opt-out-token.server";
import { REVIEW_OPT_OUT_PATH } from "~/server/reviews/review-keys.server";
import { siteFilesRoot, storedAssetsDir } from "~/server/site-files/site-files-store.server";
import {
  type RenderedPage,
  SITE_EXPIRES_HEADER,
  SITE_NO_STORE_HEADER,
  serveSitePage,
} from "~/server/sites/serve-site-page.server";
import { lookupSite } from "~/server/sites/site-cache.server";
import { subdomainSource, subdomainUrl } from "~/server/sites/site-url.server";
import { classifyHost } from "~/server/tenancy/classify-host";
import { findRenamedSubdomain } from "~/server/tenancy/find-renamed-subdomain.server";
import type { SiteLookupKey, SiteRef } from "~/server/tenancy/find-site-by-host.server";
import { isProductPath, sitePath } from "~/server/tenancy/site-paths";
import { BILLING_WEBHOOK_PATH, billingWebhook } from "./billing-webhook";
import { CALL_PING_PATH, callPing } from "./call-ping";
import { caddyAsk, healthProbes, requestLog } from "./ops";
import { registerSiteRenderer } from "./register-site-renderer";
import { limitBodies, requireValidHost } from "./request-guards";
import { adminCacheControl, SITE_PAGE_CSP, sameOriginWrites, securityHeaders } from "./security";
import { SITE_EXPORT_PATH, siteExport } from "./site-export";
import { siteFiles } from "./site-files-path";
import { MAIN_HOST_SITE_PATH, requestHost, SITE_FILES, sitePageCacheKey, sitePagePath } from "./site-request";
import { publicCacheHeaders } from "./static-cache";

// What runs this bundle besides server/main.ts: the HTTP tests (tests/setup/http-app.ts, without the
// background workers) flush an instance's counters and let its background renders finish; the
// fast-path tests (tests/setup/fast-path-app.ts) set this instance's settings, billing switch and
// clocks; scripts/publish-sites.ts renders every site now (publishSite, refreshSiteFiles).
export { resetEnvForTests } from "~/config/env.server";
export { resetBillingForTests } from "~/integrations/billing/index.server";
export { flushCallTaps } from "~/server/analytics/flush-call-taps.server";
export { flushPageViews } from "~/server/analytics/flush-page-views.server";
export { setBillingClockForTests } from "~/server/billing/clock";
export { instrumentRequests } from "~/server/metrics/instrument-requests.server";
export { settleSiteImageRenders } from "~/server/sections/images/render-site-images-in-background.server";
export { setSectionsClockForTests } from "~/server/sections/vagt/clock";
// What startServices learns about its database, for the HTTP tests' instances (they skip startServices).
export { learnDatabaseIdentity } from "~/server/site-files/database-identity.server";
export { publishSite } from "~/server/site-files/publish-site.server";
export { refreshSiteFiles } from "~/server/site-files/refresh-site-files.server";
export { startDraining } from "./ops";
export { startServices, stopServices } from "./services";
export { siteFastPathServed, withSiteFastPath } from "./site-fast-path";

/** A request for a customer-site page: which site, its path within the site, and its cache key. */
type SitePageTarget = { site: SiteRef; path: string; cacheKey: string; countView: boolean };
type Locals = { nonce: string; requestId: string; info: RequestInfo; sitePage?: SitePageTarget };
type Handler = (request: globalThis.Request, context: RouterContextProvider) => Promise<globalThis.Response>;

const loadContext = (info: RequestInfo) => new RouterContextProvider(new Map([[requestInfoContext, info]]));

/**
 * The whole HTTP application (bundled by Vite with the React Router build; server/main.ts runs it).
 * Order: ids, health probes, request log, a usable Host (else 400), body limits (413), headers,
 * compression, static files, the TLS ask endpoint, same-origin writes, zone by host, customer-site
 * pages (cached), then React Router for everything else.
 */
export function createHttpApp(options: { clientDir: string | null; dev: boolean }) {
  const config = env();
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-* only from the configured proxies (TRUSTED_PROXIES); none by default.
  app.set("trust proxy", config.trustedProxies.length > 0 ? config.trustedProxies : false);

  app.use((req, res, next) => {
    const requestId = requestIdOf(req.headers["x-request-id"]);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    next();
  });
  app.use(healthProbes());
  if (config.LOG_REQUESTS) app.use(requestLog());
  app.use(requireValidHost());
  // Before anything that could read the body: the signature covers the raw bytes (1 MB cap inside).
  app.post(BILLING_WEBHOOK_PATH, billingWebhook());
  app.use(limitBodies());
  // Form posts may lead to Stripe (checkout, portal), to a new site's host (onboarding without
  // JavaScript) and to MitID Erhverv's broker by way of the main host (issue 27).
  app.use(
    securityHeaders({
      dev: options.dev,
      rootDomain: config.ROOT_DOMAIN,
      formActionOrigins: [...billingFormOrigins(), ...identityFormOrigins(), subdomainSource()],
    }),
  );
  app.use(compression());

  if (options.clientDir) {
    // Fingerprinted build output can be cached forever, and so can public files whose content is
    // pinned to their name (server/static-cache.ts); everything else in public/ for an hour.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
      // Files of an earlier build that published pages still use (docs/decisions/026).
      express.static(storedAssetsDir(siteFilesRoot()), { immutable: true, maxAge: "1y", index: false }),
    );
    // Every public file has a dot in its name: other paths skip the file-system lookup.
    const publicFiles = express.static(options.clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: publicCacheHeaders(options.clientDir),
    });
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(caddyAsk(config.ROOT_DOMAIN));
  // Signed-in admin pages must never be kept by a shared cache or the browser's back/forward store.
  app.use("/admin", adminCacheControl());
  // The call counter checks its own origin: some browsers send a ping without Origin (it only counts).
  app.use(sameOriginWrites({ tokenPaths: [REPORT_OPT_OUT_PATH, REVIEW_OPT_OUT_PATH, CALL_PING_PATH] }));
  // Published pages come from their files, without the database (docs/decisions/026).
  if (config.SITE_FILES) app.use(siteFiles({ rootDomain: config.ROOT_DOMAIN, dev: options.dev }));
  app.use(zoneByHost(config.ROOT_DOMAIN));
  app.post(CALL_PING_PATH, callPing());

  const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const renderRequest = createRequestHandler(build, options.dev ? "development" : "production");
  registerSiteRenderer({
    handleRequest: renderRequest,
    loadContext,
    build,
    clientDir: options.clientDir,
    rootDomain: config.ROOT_DOMAIN,
  });
  app.get(SITE_EXPORT_PATH, siteExport(renderRequest, options.clientDir, loadContext));
  app.use(customerSitePages(renderRequest, options.dev));
  app.all(
    "/{*path}",
    createExpressHandler({
      build,
      getLoadContext: (_req, res) => loadContext((res.locals as Locals).info),
    }),
  );
  return app;
}

/**
 * Classifies the host once, resolves the site a customer host (or a main-host /{cvr} path) shows, and
 * rewrites customer-host site paths to the internal /_site tree.
 */
function zoneByHost(rootDomain: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const zone = classifyHost(req.headers.host, rootDomain);
      const locals = res.locals as Locals;
      const host = requestHost(req.headers.host);
      const url = new URL(req.originalUrl, "http://internal");
      const newsite = url.searchParams.get("newsite") === "true";
      const target = (site: SiteRef, pagePath: string, countView: boolean): SitePageTarget => ({
        site,
        path: sitePagePath(pagePath),
        cacheKey: sitePageCacheKey(host, url.pathname, newsite),
        countView,
      });
      let siteCompanyId: string | null = null;

      if (zone.kind === "main") {
        const match = MAIN_HOST_SITE_PATH.exec(url.pathname);
        if (url.pathname === "/_site" || url.pathname.startsWith("/_site/")) {
          rewrite(req, "/404");
        } else if (match) {
          const site = await findSite({ kind: "cvr", cvr: match[1]! });
          const pagePath = match[2] ? `/${match[2]}` : "/";
          if (site && (await redirectToOwnDomain(req, res, site, pagePath, url.search, false))) return;
          if (site) locals.sitePage = target(site, pagePath, true);
        }
      } else {
        const site = zone.kind === "unknown" ? null : await findSite(zone);
        siteCompanyId = site?.companyId ?? null;
        if (!site) {
          if (zone.kind === "subdomain" && (await redirectRenamedSubdomain(req, res, zone.subdomain))) return;
          if (!url.pathname.startsWith("/assets/")) rewrite(req, "/404");
        } else if (!isProductPath(url.pathname)) {
          if (
            zone.kind === "subdomain" &&
            (await redirectToOwnDomain(req, res, site, url.pathname, url.search, true))
          )
            return;
          rewrite(req, sitePath(url.pathname) + url.search);
          locals.sitePage = target(site, url.pathname, !SITE_FILES.has(url.pathname));
        }
      }
      locals.info = {
        requestId: locals.requestId,
        nonce: locals.nonce,
        ip: req.ip ?? "unknown",
        zone,
        siteCompanyId,
        host,
        protocol: req.protocol === "https" ? "https" : "http",
      };
      next();
    } catch (error) {
      if (error instanceof SiteLookupUnavailable) sendUnavailable(res);
      else next(error);
    }
  };
}

/**
 * A verified own domain is the site's one address: a GET/HEAD of a site path on the subdomain or under
 * /{cvr} answers 301 there (docs/decisions/019). Product paths (admin, login) never get here; other
 * methods (a form posted from a page rendered before the verification) are served where they are.
 */
async function redirectToOwnDomain(
  req: Request,
  res: Response,
  site: SiteRef,
  pagePath: string,
  search: string,
  external: boolean,
): Promise<boolean> {
  if (!site.ownDomain || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const location = await ownDomainLocation(site, pagePath, search, { external });
  if (!location) return false;
  // Permanent, but kept by browsers for an hour only: the owner may still remove the domain.
  res.status(301).set({ Location: location, "Cache-Control": "public, max-age=3600" }).end();
  return true;
}

/**
 * A subdomain its company has left answers 301 (308 for other methods, which keep their body) to the
 * same path on the company's current subdomain, product paths included (docs/decisions/030).
 */
async function redirectRenamedSubdomain(req: Request, res: Response, subdomain: string): Promise<boolean> {
  let current: string | null;
  try {
    current = await findRenamedSubdomain(subdomain);
  } catch (error) {
    log("error", "renamed subdomain lookup failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new SiteLookupUnavailable();
  }
  if (!current) return false;
  const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
  // Cached by browsers for a day only: the owner may move back, or on again.
  res
    .status(status)
    .set({ Location: subdomainUrl(current) + req.originalUrl, "Cache-Control": "public, max-age=86400" })
    .end();
  return true;
}

/** The database is unreachable: say "not now" (503), never "no such site" (404). */
class SiteLookupUnavailable extends Error {}

async function findSite(key: SiteLookupKey): Promise<SiteRef | null> {
  try {
    return await lookupSite(key);
  } catch (error) {
    log("error", "site lookup failed", { error: error instanceof Error ? error.message : String(error) });
    throw new SiteLookupUnavailable();
  }
}

function sendUnavailable(res: Response) {
  res.status(503).set(UNAVAILABLE_HEADERS).send(UNAVAILABLE_PAGE);
}

/**
 * GET/HEAD of a customer-site page: served from the in-process page cache (keyed by host, path and
 * site version) with ETag/304 and precompressed bodies, rendered by React Router on a miss. The HTML
 * is shared between visitors, so it is rendered from a request without cookies and without a nonce;
 * its CSP allows the one inline script by hash. Views are counted in memory (no I/O here).
 */
function customerSitePages(handleRequest: Handler, dev: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const locals = res.locals as Locals;
    const target = locals.sitePage;
    if (!target || (req.method !== "GET" && req.method !== "HEAD")) return next();
    try {
      if (target.countView && isSitePaused(target.site)) {
        const paused = await renderPausedSite(target.site.companyId);
        res
          .status(paused.status)
          .set(paused.headers)
          .send(req.method === "HEAD" ? undefined : paused.body);
        return;
      }
      const result = await serveSitePage(
        {
          method: req.method,
          cacheKey: target.cacheKey,
          site: target.site,
          ifNoneMatch: req.headers["if-none-match"],
          acceptEncoding: req.headers["accept-encoding"],
        },
        () => renderSitePath(handleRequest, req, locals.info),
      );
      if (!dev) res.setHeader("Content-Security-Policy", SITE_PAGE_CSP);
      res.setHeader("X-Site-Cache", result.cache);
      res.status(result.status).set(result.headers);
      res.end(result.body ?? undefined);
      if (req.method === "GET" && target.countView && (result.status === 200 || result.status === 304)) {
        recordPageView(target.site.companyId, target.path, req.headers["user-agent"]);
      }
    } catch (error) {
      next(error);
    }
  };
}

async function renderSitePath(
  handleRequest: Handler,
  req: Request,
  info: RequestInfo,
): Promise<RenderedPage> {
  const headers = new Headers({ host: info.host, accept: "text/html" });
  const response = await handleRequest(
    new globalThis.Request(`${info.protocol}://${info.host}${req.url}`, { method: "GET", headers }),
    loadContext({ ...info, nonce: "" }),
  );
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
    body: Buffer.from(await response.arrayBuffer()),
    location: response.headers.get("location"),
    cacheable: !response.headers.has(SITE_NO_STORE_HEADER),
    expiresAt: Number(response.headers.get(SITE_EXPIRES_HEADER)) || null,
    robots: response.headers.get("x-robots-tag"),
  };
}

function rewrite(req: Request, target: string) {
  req.url = target;
  req.originalUrl = target;
}
