import { eq, sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { renderPausedSite } from "~/server/billing/paused-site.server";
import { databaseReachable } from "~/server/health/database-reachable.server";
import { log } from "~/server/log.server";
import { listProjectPaths } from "~/server/projects/list-project-paths.server";
import { INDEXNOW_KEY_PATH } from "~/server/search/indexnow-key.server";
import { notifyIndexNow } from "~/server/search/notify-index-now.server";
import { pageContentHash, recordPageStamps } from "~/server/search/record-page-stamps.server";
import { listExportPages } from "~/server/site-export/list-export-pages.server";
import { withRenderMemo } from "~/server/sites/render-memo.server";
import {
  SITE_EXPIRES_HEADER,
  SITE_NO_STORE_HEADER,
  toCachedPage,
} from "~/server/sites/serve-site-page.server";
import { subdomainUrl } from "~/server/sites/site-url.server";
import { findSiteByHost } from "~/server/tenancy/find-site-by-host.server";
import { sitePath } from "~/server/tenancy/site-paths";
import { learnDatabaseIdentity } from "./database-identity.server";
import { PUBLISH_LOCK_SPACE } from "./publish-lock";
import {
  type FilePage,
  keepAssets,
  type NewGeneration,
  siteFilesRoot,
  withdrawSite,
  writeGeneration,
} from "./site-files-store.server";
import { siteRenderer } from "./site-renderer";

/** Pages of one site rendered at the same time; each render asks the database a few questions. */
const RENDERS_AT_ONCE = 4;
/**
 * Site files not counted as page views (as in server/site-request.ts). Rendered after the pages: the
 * sitemap's lastmod comes from the page stamps the pages' render has just recorded.
 */
const FILE_PATHS = ["/sitemap.xml", "/robots.txt", "/llms.txt", INDEXNOW_KEY_PATH];

export type PublishOptions = {
  /** Called between writing the new generation and making it current (tests: a crash there). */
  beforeSwap?: () => void;
};

export type PublishResult = "published" | "skipped" | "withdrawn" | "kept";

export function isSiteFilesEnabled(): boolean {
  return env().SITE_FILES;
}

/**
 * Renders every public page of a company's site through the app's own routes and makes the files the
 * ones served (docs/decisions/026). Called after every commit that bumps the site's version, before the
 * save is answered, and by the refresh job (holiday boundaries, a new build, a missed publish).
 *
 * Publishes of one site run one at a time across all instances (an advisory lock held meanwhile), and
 * each reads the site after taking it, so the last one to finish has rendered the newest state. When
 * rendering fails the site's files are withdrawn: its pages then come from the database and renderer
 * until the next publish, never stale files; unless the database itself is unreachable, which keeps
 * the files it has (see the catch below).
 */
export async function publishSite(companyId: string, options: PublishOptions = {}): Promise<PublishResult> {
  const renderer = siteRenderer();
  if (!renderer || !isSiteFilesEnabled()) return "skipped";
  const root = siteFilesRoot();
  try {
    await renderer.build();
  } catch (error) {
    // An app loaded without its React Router build (a test harness importing server/app.ts directly)
    // cannot render: no files, so nothing stale either.
    withdrawSite(root, companyId);
    log("warn", "site files: no build to render with", {
      error: error instanceof Error ? error.message : String(error),
    });
    return "withdrawn";
  }
  // Each publish holds a pool connection (its lock) while its renders borrow others: a bound on
  // publishes at once keeps the pool from being held entirely by publishes waiting for connections.
  await publishSlot();
  try {
    const database = await learnDatabaseIdentity();
    return await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_SPACE}, hashtext(${companyId}))`);
      const next = await withRenderMemo(() => renderSiteFiles(companyId));
      if (!next) {
        withdrawSite(root, companyId);
        return "withdrawn";
      }
      next.manifest.database = database;
      const assetsDir = siteRenderer()?.assetsDir;
      if (assetsDir)
        keepAssets(
          root,
          assetsDir,
          [...next.files].filter(([name]) => name.endsWith(".html")).map(([, body]) => body),
        );
      writeGeneration(root, next, options.beforeSwap);
      // Issue 26: search engines hear about the changed pages once they are served (in the background).
      notifyIndexNow(companyId, next.origin, next.changedPaths);
      return "published";
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // PostgreSQL away (a failover, a restart): the files already there are the best answer the site
    // has, and withdrawing them would turn every page of it into a 503 until the database returns.
    // They are one edit behind at most; the refresh job publishes again once their version is older
    // than the company's, and the owner's next save publishes at once.
    if (!(await databaseReachable())) {
      log("warn", "site files kept: the database is unreachable", { companyId, error: message });
      return "kept";
    }
    log("error", "site files could not be published", { companyId, error: message });
    try {
      withdrawSite(root, companyId);
    } catch {}
    return "withdrawn";
  } finally {
    releasePublishSlot();
  }
}

const PUBLISHES_AT_ONCE = 3;
let publishing = 0;
const waitingForSlot: Array<() => void> = [];

function publishSlot(): Promise<void> {
  if (publishing < PUBLISHES_AT_ONCE) {
    publishing++;
    return Promise.resolve();
  }
  // The slot passes straight from the releasing publish to the next in line.
  return new Promise((resolve) => waitingForSlot.push(resolve));
}

function releasePublishSlot(): void {
  const next = waitingForSlot.shift();
  if (next) next();
  else publishing--;
}

/**
 * Everything a generation holds, rendered now, with the site's canonical origin and the pages whose
 * content changed since the last render (or went away); null when the company is gone.
 */
export async function renderSiteFiles(
  companyId: string,
): Promise<(NewGeneration & { origin: string; changedPaths: string[] }) | null> {
  const renderer = siteRenderer();
  const config = env();
  const [company] = await db()
    .select({
      subdomain: companies.subdomain,
      cvr: companies.cvr,
      quoteFormEnabled: companies.quoteFormEnabled,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const site = company && (await findSiteByHost({ kind: "subdomain", subdomain: company.subdomain }));
  const plan = company && (await listExportPages(companyId));
  // Issue 26: the project pages are site pages too (not in the zip export, whose files are flat).
  const projectPaths = company ? await listProjectPaths(companyId) : [];
  if (!renderer || !company || !site || !plan) return null;

  const siteHost = `${company.subdomain}.${config.ROOT_DOMAIN}`;
  const paths = [
    ...plan.paths,
    ...projectPaths,
    ...(company.quoteFormEnabled ? ["/tilbud", "/ring-mig-op"] : []),
    ...FILE_PATHS,
  ];
  const origin = site.ownDomain ? `https://${site.ownDomain}` : subdomainUrl(company.subdomain);
  const jobs: Array<{
    key: string;
    url: string;
    companyId: string | null;
    host: string;
    countView: boolean;
  }> = [];
  for (const pagePath of paths) {
    jobs.push({
      key: `site:${pagePath}`,
      url: `https://${siteHost}${sitePath(pagePath)}`,
      companyId,
      host: siteHost,
      countView: !FILE_PATHS.includes(pagePath),
    });
    // With a verified own domain the subdomain and /{cvr} answer 301 there: only one form to render.
    if (!site.ownDomain && !FILE_PATHS.includes(pagePath))
      jobs.push({
        key: `cvr:${pagePath}`,
        url: `https://${config.ROOT_DOMAIN}/${company.cvr}${pagePath === "/" ? "" : pagePath}`,
        companyId: null,
        host: config.ROOT_DOMAIN,
        countView: true,
      });
  }

  const build = await renderer.build();
  const files = new Map<string, Buffer>();
  const pages: Record<string, FilePage> = {};
  const hashes: Array<{ path: string; hash: string }> = [];
  let next = 0;
  let end = 0;
  const worker = async () => {
    while (next < end) {
      const index = next++;
      const job = jobs[index]!;
      const response = await renderer.render(job.url, { companyId: job.companyId, host: job.host });
      // Only what the page cache would keep: a page (200) meant to be reused. 404s, redirects and
      // anything else stay with the database and the renderer.
      if (response.status !== 200 || response.headers.has(SITE_NO_STORE_HEADER)) continue;
      const cached = toCachedPage(site, {
        status: response.status,
        contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
        body: response.body,
        cacheable: true,
        expiresAt: Number(response.headers.get(SITE_EXPIRES_HEADER)) || null,
        robots: response.headers.get("x-robots-tag"),
      });
      const file = `p${index}`;
      files.set(`${file}.html`, cached.body);
      if (cached.gzip) files.set(`${file}.html.gz`, cached.gzip);
      if (cached.br) files.set(`${file}.html.br`, cached.br);
      pages[job.key] = {
        status: cached.status,
        contentType: cached.contentType,
        etag: cached.etag,
        expiresAt: cached.expiresAt,
        file,
        lengths: [cached.body.length, cached.gzip?.length ?? null, cached.br?.length ?? null],
        countView: job.countView,
        ...(cached.robots ? { robots: cached.robots } : {}),
      };
      const pagePath = job.key.slice("site:".length);
      if (job.key.startsWith("site:") && plan.paths.includes(pagePath))
        hashes.push({ path: pagePath, hash: pageContentHash(cached.body) });
    }
  };
  // The pages first, then (after their stamps are recorded) the files that list them.
  end = jobs.findIndex((job) => FILE_PATHS.some((file) => job.key === `site:${file}`));
  if (end < 0) end = jobs.length;
  await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, worker));
  const stamps = await recordPageStamps(companyId, hashes, plan.paths);
  end = jobs.length;
  await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, worker));
  const changedPaths = [...stamps.changed, ...stamps.removed];

  const paused = await renderPausedSite(companyId);
  const pausedBody = Buffer.from(paused.body);
  files.set("paused.html", pausedBody);
  const hosts = [`s:${company.subdomain}`, `c:${company.cvr}`];
  if (site.ownDomain) hosts.push(`d:${site.ownDomain}`);
  return {
    origin,
    changedPaths,
    manifest: {
      companyId,
      version: site.version,
      build: build.id,
      builtAt: build.builtAt,
      renderedAt: Date.now(),
      ownDomain: site.ownDomain ?? null,
      pauseAt: site.pauseAt ?? null,
      ownershipPauseAt: site.ownershipPauseAt ?? null,
      hosts,
      pages,
      paused: { status: paused.status, headers: paused.headers, length: pausedBody.length },
    },
    files,
  };
}
