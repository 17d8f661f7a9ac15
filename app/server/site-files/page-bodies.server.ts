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
  /**
   * The same bytes for a caller that writes them at once and then calls `giveBack`: a body that is not
   * kept is read into one reused buffer instead of new memory. At thousands of long-tail requests a
   * second, new memory per request is over 100 MB/s outside V8's heap, and V8 answers that growth with
   * a full collection of the whole heap every second or so (measured: a fifth of the CPU).
   */
  lend(file: string, length: number): Buffer | null;
  /**
   * A lent body's write is done. `stillWriting`: the socket has not taken all of it yet (a slow reader,
   * a pipelined request), so the reused buffer is left to that write and the next `lend` takes a new one.
   */
  giveBack(body: Buffer, stillWriting: boolean): void;
  /** Bytes held now (tests). */
  readonly bytes: number;
};

/** Bodies larger than this are always read from disk (and into new memory: larger than the reused buffer). */
const MAX_KEPT_BODY = 256 * 1024;

export function createPageBodies(maxBytes: number): PageBodies {
  const kept = new Map<string, Buffer>();
  const seen = new Set<string>();
  const maxSeen = Math.max(16, Math.floor(maxBytes / 32_768));
  let bytes = 0;

  let reusable: Buffer | null = null;

  /** Whether a body read now is kept: the second read while its path is among the last `maxSeen`. */
  function admits(file: string, length: number): boolean {
    if (length > MAX_KEPT_BODY || length > maxBytes) return false;
    if (seen.delete(file)) return true;
    if (seen.size >= maxSeen) seen.delete(seen.values().next().value!);
    seen.add(file);
    return false;
  }

  function keep(file: string, body: Buffer): void {
    kept.set(file, body);
    bytes += body.length;
    // Least recently used out first (a hit moves its entry to the end).
    while (bytes > maxBytes) {
      const [oldest, old] = kept.entries().next().value!;
      kept.delete(oldest);
      bytes -= old.length;
    }
  }

  /** A kept body, else the file's bytes: lent and not kept, in the reused buffer; else in their own memory. */
  function body(file: string, length: number, lent: boolean): Buffer | null {
    const hit = kept.get(file);
    if (hit) {
      kept.delete(file);
      kept.set(file, hit);
      return hit;
    }
    const keepIt = admits(file, length);
    if (lent && !keepIt && length <= MAX_KEPT_BODY) {
      reusable ??= Buffer.allocUnsafeSlow(MAX_KEPT_BODY);
      return readInto(file, length, reusable);
    }
    // Its own memory (not a slice of Node's shared pool, which a kept body would hold on to whole).
    const own = readInto(file, length, Buffer.allocUnsafeSlow(length));
    if (own && keepIt) keep(file, own);
    return own;
  }

  return {
    read: (file, length) => body(file, length, false),
    lend: (file, length) => body(file, length, true),
    giveBack(body, stillWriting) {
      if (stillWriting && reusable && body.buffer === reusable.buffer) reusable = null;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * open, one read of the known length into `target` (at least `length` bytes), close: no fstat, no
 * second read to find the end.
 */
function readInto(file: string, length: number, target: Buffer): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    if (fs.readSync(fd, target, 0, length, 0) !== length) return null;
    return target.length === length ? target : target.subarray(0, length);
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** The process's bodies: 32 MB, next to the 64 MB page cache of the live path (ADR 015). */
export const pageBodies = createPageBodies(32 * 1024 * 1024);
