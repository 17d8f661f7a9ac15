import path from "node:path";
import { env } from "~/config/env.server";
import { localDiskStorage } from "./local-disk.server";
import type { Storage } from "./types";

export type { Storage } from "./types";
export { assertSafeKey, mediaUrl } from "./types";

let instance: Storage | undefined;

/** The configured storage (STORAGE_PROVIDER). S3-compatible storage arrives with the production issue. */
export function storage(): Storage {
  instance ??= localDiskStorage(path.join(env().dataDir, "uploads"));
  return instance;
}
