import crypto from "node:crypto";
import fs from "node:fs";

/**
 * Change marks of the site-files store's hosts (docs/decisions/039): one file, `<root>/host-marks`, of
 * 4,096 slots of 8 bytes. A host key belongs to one slot (a hash of the key). Whatever changes which
 * generation a host is served from (a new generation, a withdrawn site, a host that moved) writes new
 * random bytes into the slots of the hosts it touched, after the change.
 *
 * A reader keeps the file open and reads one host's slot with one pread at a fixed offset. The slot
 * still holding the bytes it held before the host's `current` link was last read means the link has not
 * changed since: no readlink, and no walk of the long path to it (cold directory entries on the long
 * tail). Bytes that differ send the reader to the link again. So a publish on any instance is seen on
 * the next request everywhere, as before; a publish only costs the hosts that share its slots one
 * readlink each.
 *
 * Random bytes rather than a counter: two instances writing one slot at once cannot write the value a
 * reader saw before (a counter's read-increment-write could).
 */
export const HOST_MARK_SLOTS = 4096;
const SLOT_BYTES = 8;
const FILE = "host-marks";

/** The slot of a host key: FNV-1a of its characters, modulo the slot count. */
export function hostMarkSlot(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % HOST_MARK_SLOTS;
}

/**
 * New marks for the given host keys; null: every slot (a change whose hosts are not known). Written in
 * place, never replaced: readers hold the file open. The close is what makes the bytes visible to
 * other servers on NFS (close-to-open), so the file is opened per change, not kept.
 */
export function markHostsChanged(root: string, keys: Iterable<string> | null): void {
  const slots = keys === null ? null : [...new Set([...keys].map(hostMarkSlot))];
  const fd = fs.openSync(`${root}/${FILE}`, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  try {
    if (slots === null) {
      fs.writeSync(fd, crypto.randomBytes(HOST_MARK_SLOTS * SLOT_BYTES), 0, HOST_MARK_SLOTS * SLOT_BYTES, 0);
    } else {
      const bytes = crypto.randomBytes(slots.length * SLOT_BYTES);
      for (const [i, slot] of slots.entries())
        fs.writeSync(fd, bytes, i * SLOT_BYTES, SLOT_BYTES, slot * SLOT_BYTES);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** What a reader saw in a host's slot when it last read the host's link. */
export type HostMark = { low: number; high: number };

/** The bytes of the slot just read (two 32-bit halves; Int32 rather than Float64: no NaN to compare). */
const read = new Int32Array(2);
const readBytes = Buffer.from(read.buffer);

/**
 * The reader's open file. Checked against the path once a second: a store restored or moved under the
 * same path has a new file, which the old descriptor would never show.
 */
let open: { root: string; fd: number; checkedAt: number; inode: number } | null = null;
let failed: { root: string; at: number } | null = null;

function reader(root: string, now: number): number | null {
  if (open && open.root === root) {
    if (now - open.checkedAt < 1000) return open.fd;
    open.checkedAt = now;
    try {
      if (fs.statSync(`${root}/${FILE}`).ino === open.inode) return open.fd;
    } catch {}
  }
  if (open) {
    fs.closeSync(open.fd);
    open = null;
  }
  // No store yet (nothing published): tried again a second later, not on every request.
  if (failed && failed.root === root && now - failed.at < 1000) return null;
  try {
    // Created when missing (with nothing written, every slot reads as zeros), so the descriptor is the
    // file later changes write to.
    const fd = fs.openSync(`${root}/${FILE}`, fs.constants.O_RDONLY | fs.constants.O_CREAT, 0o644);
    open = { root, fd, checkedAt: now, inode: fs.fstatSync(fd).ino };
    return fd;
  } catch {
    failed = { root, at: now };
    return null;
  }
}

/**
 * Reads the bytes of a slot now, for `sameMark` and `keepMark` (false: the file cannot be read; then
 * neither may be asked). `now`: Date.now(), which the caller has.
 */
export function readHostMark(root: string, slot: number, now: number): boolean {
  const fd = reader(root, now);
  if (fd === null) return false;
  try {
    // A slot past the end of the file (no host of it ever changed) reads as zeros.
    if (fs.readSync(fd, readBytes, 0, SLOT_BYTES, slot * SLOT_BYTES) !== SLOT_BYTES) read.fill(0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the slot read last holds what `mark` recorded (the host's link is as it was then). */
export function sameMark(mark: HostMark): boolean {
  return read[0] === mark.low && read[1] === mark.high;
}

/** Records the slot's bytes read last in `mark`: only after the host's link was read after them. */
export function keepMark(mark: HostMark): void {
  mark.low = read[0]!;
  mark.high = read[1]!;
}
