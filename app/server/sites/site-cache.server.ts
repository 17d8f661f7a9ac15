import { findSiteByHost, type SiteLookupKey, type SiteRef } from "~/server/tenancy/find-site-by-host.server";
import type { SiteChangeListener } from "./listen-site-changes.server";
import { createPageCache } from "./page-cache";

/**
 * The process's caches for customer sites: host → site (with its version) and rendered pages keyed by
 * host + path + site version. Edits bump the version and NOTIFY 'site_changed' (bumpSiteVersion);
 * the listener (listen-site-changes.server.ts) calls forgetSite, so the next request on every
 * instance looks the site up again and renders the edit.
 *
 * Before a cached host lookup is trusted, the listener's sync() makes sure every change committed before
 * the request has been heard (one round trip on the listening connection, shared by concurrent requests),
 * so an edit shows on the very next request on every instance. For FRESHNESS_LEASE_MS after a round trip
 * started, isFresh() vouches for the cache without one (edits hold their writer back that long, ADR 025).
 * Without a connected listener each request
 * asks the database (still one indexed query); the page cache stays correct either way because it is
 * keyed by the version the lookup returns. Should the database not answer the round trip within 50 ms,
 * the cache is used as it is (an edit then shows as soon as its notification arrives).
 */

const MAX_DIRECTORY_ENTRIES = 50_000;
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

type State = {
  enabled: boolean;
  /** The connected listener, or null while it is not connected. */
  listener: ChangeListener | null;
  /** Bumped by every invalidation; a lookup that raced one is not stored. */
  epoch: number;
  directory: Map<string, SiteRef>;
  /** companyId → its directory keys (subdomain, own domain, cvr). */
  keysByCompany: Map<string, Set<string>>;
};

/** What the caches need of the listener (listen-site-changes.server.ts). */
export type ChangeListener = Pick<SiteChangeListener, "sync" | "isFresh">;

const state: State = {
  enabled: true,
  listener: null,
  epoch: 0,
  directory: new Map(),
  keysByCompany: new Map(),
};

function forgetKey(key: string): void {
  const site = state.directory.get(key);
  if (!site) return;
  state.directory.delete(key);
  const keys = state.keysByCompany.get(site.companyId);
  keys?.delete(key);
  if (keys?.size === 0) state.keysByCompany.delete(site.companyId);
}

export const pageCache = createPageCache(PAGE_CACHE_BYTES);

/** The directory's key for a lookup key; the fast path (server/site-fast-path.ts) precomputes it per host. */
export const directoryKey = (key: SiteLookupKey) =>
  key.kind === "subdomain" ? `s:${key.subdomain}` : key.kind === "custom" ? `d:${key.host}` : `c:${key.cvr}`;

/** SITE_CACHE=off turns both caches off (for the benchmark's comparison). */
export function configureSiteCache(options: { enabled: boolean }): void {
  state.enabled = options.enabled;
  forgetAllSites();
}

export function isSiteCacheEnabled(): boolean {
  return state.enabled;
}

/**
 * The listener reports that it connected (with its sync function) or disconnected (null); either way
 * everything cached so far is dropped, since notifications may have been missed in between.
 */
export function setSiteChangeListener(listener: ChangeListener | null): void {
  state.listener = listener;
  forgetAllSites();
}

/**
 * The site a host (or CVR) names. A cached entry is used only after sync() has confirmed that every
 * change committed before this request has been heard (and has not dropped the entry); anything not
 * cached comes from the database, which is current by definition.
 */
export async function lookupSite(key: SiteLookupKey): Promise<SiteRef | null> {
  const listener = state.enabled ? state.listener : null;
  const k = directoryKey(key);
  if (listener && state.directory.has(k) && (listener.isFresh() || (await listener.sync()) !== "offline")) {
    const hit = state.directory.get(k);
    if (hit) return hit;
  }
  const epoch = state.epoch;
  const site = await findSiteByHost(key);
  if (site && listener && state.listener === listener && epoch === state.epoch) {
    forgetKey(k);
    if (state.directory.size >= MAX_DIRECTORY_ENTRIES) {
      const oldest = state.directory.keys().next().value;
      if (oldest !== undefined) forgetKey(oldest);
    }
    state.directory.set(k, site);
    let keys = state.keysByCompany.get(site.companyId);
    if (!keys) {
      keys = new Set();
      state.keysByCompany.set(site.companyId, keys);
    }
    keys.add(k);
  }
  return site;
}

/**
 * For the fast path: the connected listener (null while there is none, or the cache is off), and the
 * cached site under a directory key, without a database query. The caller must see isFresh() or await
 * sync() before it trusts an entry (the rule lookupSite follows); see server/site-fast-path.ts.
 */
export function siteChangeListener(): ChangeListener | null {
  return state.enabled ? state.listener : null;
}

export function cachedSite(key: string): SiteRef | undefined {
  return state.directory.get(key);
}

/** A site changed: forget its hosts and pages. */
export function forgetSite(companyId: string): void {
  state.epoch++;
  for (const key of [...(state.keysByCompany.get(companyId) ?? [])]) forgetKey(key);
  pageCache.deleteCompany(companyId);
}

function forgetAllSites(): void {
  state.epoch++;
  state.directory.clear();
  state.keysByCompany.clear();
  pageCache.clear();
}
