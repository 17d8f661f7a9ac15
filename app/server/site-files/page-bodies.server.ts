import fs from "node:fs";

/**
 * Page bodies of the site-files store kept in memory (docs/decisions/026), bounded by bytes. Keyed by
 * the file's full path, which names a generation: a generation's files never change once written, so a
 * kept body is always the file's content. Which generation a host is served from is read from disk on
 * every request (resolve-site-file.server.ts); this only saves reading the same bytes again.
 *
 * A body is kept only when it is asked for a second time while its path is still among the last
 * `maxBytes / 32 KB` paths read (1,024 for 32 MB): a crawl over thousands of pages would otherwise push
 * every body through the memory (old-generation garbage for the collector, resident memory) for
 * nothing; a page that is visited again soon is kept.
 */
export type PageBodies = {
  /** The file's `length` bytes (the manifest's length), or null when it cannot be read. */
  read(file: string, length: number): Buffer | null;
  /** Bytes held now (tests). */
  readonly bytes: number;
};

/** Bodies larger than this are always read from disk. */
const MAX_KEPT_BODY = 256 * 1024;

export function createPageBodies(maxBytes: number): PageBodies {
  const kept = new Map<string, Buffer>();
  const seen = new Set<string>();
  const maxSeen = Math.max(16, Math.floor(maxBytes / 32_768));
  let bytes = 0;

  function keep(file: string, body: Buffer): void {
    if (!seen.delete(file)) {
      if (seen.size >= maxSeen) seen.delete(seen.values().next().value!);
      seen.add(file);
      return;
    }
    kept.set(file, body);
    bytes += body.length;
    // Least recently used out first (a hit moves its entry to the end).
    while (bytes > maxBytes) {
      const [oldest, old] = kept.entries().next().value!;
      kept.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    read(file, length) {
      const hit = kept.get(file);
      if (hit) {
        kept.delete(file);
        kept.set(file, hit);
        return hit;
      }
      const body = readFile(file, length);
      if (body && length <= MAX_KEPT_BODY && length <= maxBytes) keep(file, body);
      return body;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** open, one read of the known length, close: no fstat, no second read to find the end. */
function readFile(file: string, length: number): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    // Its own memory (not a slice of Node's shared pool, which a kept body would hold on to whole).
    const body = Buffer.allocUnsafeSlow(length);
    return fs.readSync(fd, body, 0, length, 0) === length ? body : null;
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** The process's bodies: 32 MB, next to the 64 MB page cache of the live path (ADR 015). */
export const pageBodies = createPageBodies(32 * 1024 * 1024);
