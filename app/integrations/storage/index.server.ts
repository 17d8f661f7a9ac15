import path from "node:path";
import { env, unknownProvider } from "~/config/env.server";
import { localDiskStorage } from "./local-disk.server";
import { s3Storage } from "./s3.server";
import type { Storage } from "./types";

export type { Storage } from "./types";
export { assertSafeKey, mediaUrl } from "./types";

let instance: Storage | undefined;

/**
 * The configured storage (STORAGE_PROVIDER): local disk (one server) or an S3-compatible bucket
 * (several app instances share the uploads). env() has checked that s3 comes with bucket and keys.
 */
export function storage(): Storage {
  instance ??= createStorage();
  return instance;
}

function createStorage(): Storage {
  const config = env();
  switch (config.STORAGE_PROVIDER) {
    case "local":
      return localDiskStorage(path.join(config.dataDir, "uploads"));
    case "s3":
      return s3Storage({
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
        region: config.S3_REGION,
        bucket: config.S3_BUCKET!,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      });
    default:
      throw unknownProvider("STORAGE_PROVIDER", config.STORAGE_PROVIDER);
  }
}
