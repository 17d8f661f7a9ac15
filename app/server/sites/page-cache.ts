/**
 * Rendered customer pages in process memory, least recently used first out, bounded by bytes. Entries
 * carry the site version they were rendered at; a caller only uses an entry whose version matches the
 * site's current one, so an edit (which bumps the version) is never served stale.
 */

export type CachedPage = {
  companyId: string;
  version: number;
  status: number;
  contentType: string;
  etag: string;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** When the page changes by itself (a holiday closure starts or ends), in ms; null: only edits change it. */
  expiresAt: number | null;
  /** X-Robots-Tag of the page (issue 27: "noindex" while the CVR ownership is unproved); null: none. */
  robots?: string | null;
};

export type PageCache = {
  get(key: string): CachedPage | undefined;
  /** Like get, without counting as a use. */
  peek(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Drops every page of a company (on its site_changed notification). */
  deleteCompany(companyId: string): void;
  clear(): void;
  stats(): { entries: number; bytes: number };
};

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 200;

export function createPageCache(maxBytes: number): PageCache {
  const entries = new Map<string, CachedPage>();
  const byCompany = new Map<string, Set<string>>();
  let bytes = 0;

  const remove = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
    const keys = byCompany.get(page.companyId);
    keys?.delete(key);
    if (keys?.size === 0) byCompany.delete(page.companyId);
  };

  return {
    get(key) {
      const page = entries.get(key);
      if (page) {
        // Move to the most recently used end.
        entries.delete(key);
        entries.set(key, page);
      }
      return page;
    },
    peek: (key) => entries.get(key),
    set(key, page) {
      const size = sizeOf(page);
      if (size > maxBytes) return;
      remove(key);
      entries.set(key, page);
      bytes += size;
      let keys = byCompany.get(page.companyId);
      if (!keys) {
        keys = new Set();
        byCompany.set(page.companyId, keys);
      }
      keys.add(key);
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    deleteCompany(companyId) {
      for (const key of [...(byCompany.get(companyId) ?? [])]) remove(key);
    },
    clear() {
      entries.clear();
      byCompany.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
