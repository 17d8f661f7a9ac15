import fs from "node:fs";

/**
 * Page bodies of the site-files store kept in memory (docs/decisions/026), bounded by bytes. A body is
 * kept in the slot its caller holds for the file (resolve-site-file.server.ts: one per page answer and
 * variant, made once per generation); a generation's files never change once written, so a kept body
 * is always the file's content. Which generation a host is served from is read from disk on every
 * request; this only saves reading the same bytes again.
 *
 * A body is kept only when it is asked for a second time while it is still among the last
 * `maxBytes / 32 KB` files read (1,024 for 32 MB): a crawl over thousands of pages would otherwise push
 * every body through the memory (old-generation garbage for the collector, resident memory) for
 * nothing; a page that is visited again soon is kept. Both checks are fields of the slot: on the long
 * tail a request costs no lookup in a map of paths (cold memory and a hash of the path every time).
 */
export type PageBodies = {
  /** The file's `length` bytes (the manifest's length), or null when it cannot be read. */
  read(slot: BodySlot, file: string, length: number): Buffer | null;
  /**
   * The same bytes for a caller that writes them at once and then calls `giveBack`: a body that is not
   * kept is read into one reused buffer instead of new memory. At thousands of long-tail requests a
   * second, new memory per request is over 100 MB/s outside V8's heap, and V8 answers that growth with
   * a full collection of the whole heap every second or so (measured: a fifth of the CPU).
   */
  lend(slot: BodySlot, file: string, length: number): Buffer | null;
  /**
   * A lent body's write is done. `stillWriting`: the socket has not taken all of it yet (a slow reader,
   * a pipelined request), so the reused buffer is left to that write and the next `lend` takes a new one.
   */
  giveBack(body: Buffer, stillWriting: boolean): void;
  /** Bytes held now (tests). */
  readonly bytes: number;
};

/** What the bodies know of one file: when it was last read from disk, and its bytes once kept. */
export type BodySlot = { readAt: number; kept: Buffer | null };

export function newBodySlot(): BodySlot {
  return { readAt: 0, kept: null };
}

/** Bodies larger than this are always read from disk (and into new memory: larger than the reused buffer). */
const MAX_KEPT_BODY = 256 * 1024;

export function createPageBodies(maxBytes: number): PageBodies {
  // The kept slots, least recently used first (a hit moves its slot to the end).
  const kept = new Map<BodySlot, number>();
  const window = Math.max(16, Math.floor(maxBytes / 32_768));
  let reads = 0;
  let bytes = 0;

  let reusable: Buffer | null = null;

  /** Whether a body read now is kept: the second read while its file is among the last `window` read. */
  function admits(slot: BodySlot, length: number): boolean {
    reads++;
    const again = slot.readAt !== 0 && reads - slot.readAt <= window;
    slot.readAt = reads;
    return again && length <= MAX_KEPT_BODY && length <= maxBytes;
  }

  function keep(slot: BodySlot, body: Buffer): void {
    slot.kept = body;
    kept.set(slot, body.length);
    bytes += body.length;
    while (bytes > maxBytes) {
      const [oldest, length] = kept.entries().next().value!;
      kept.delete(oldest);
      oldest.kept = null;
      bytes -= length;
    }
  }

  /** A kept body, else the file's bytes: lent and not kept, in the reused buffer; else in their own memory. */
  function body(slot: BodySlot, file: string, length: number, lent: boolean): Buffer | null {
    const hit = slot.kept;
    if (hit) {
      kept.delete(slot);
      kept.set(slot, hit.length);
      return hit;
    }
    const keepIt = admits(slot, length);
    if (lent && !keepIt && length <= MAX_KEPT_BODY) {
      reusable ??= Buffer.allocUnsafeSlow(MAX_KEPT_BODY);
      return readInto(file, length, reusable);
    }
    // Its own memory (not a slice of Node's shared pool, which a kept body would hold on to whole).
    const own = readInto(file, length, Buffer.allocUnsafeSlow(length));
    if (own && keepIt) keep(slot, own);
    return own;
  }

  return {
    read: (slot, file, length) => body(slot, file, length, false),
    lend: (slot, file, length) => body(slot, file, length, true),
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
