import crypto from "node:crypto";
import { assertSafeKey } from "~/integrations/storage/types";
import { cleanFileName } from "./clean-file-name";

/**
 * The storage key stem of an upload, SPEC §3: {folder}/{cvr}/{timestamp}-{filename}. The file name
 * part is the cleaned name plus a short random tag, because two uploads of "billede.jpg" in the same
 * millisecond must never share a key (keys are served as immutable). Callers add "-480.webp" etc.
 */
export function buildStorageKey(
  folder: "images" | "logos",
  cvr: string,
  fileName: string,
  now = Date.now(),
): string {
  if (!/^\d{8}$/.test(cvr)) throw new Error(`invalid cvr for a storage key: ${cvr}`);
  const { slug } = cleanFileName(fileName);
  const stem = `${folder}/${cvr}/${now}-${slug}-${crypto.randomBytes(4).toString("hex")}`;
  assertSafeKey(stem);
  return stem;
}
