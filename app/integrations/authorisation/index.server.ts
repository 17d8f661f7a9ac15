import { env, unknownProvider } from "~/config/env.server";
import { readOfflineRegisterFile } from "./offline.server";
import { createRegisterCache, type RegisterCache } from "./register-cache.server";
import { downloadRegisterFile } from "./register-file.server";
import type { RegisterSource } from "./types";

const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The register file's source for AUTHORISATION_PROVIDER. */
function registerSource(): RegisterSource {
  const config = env();
  switch (config.AUTHORISATION_PROVIDER) {
    case "offline":
      return readOfflineRegisterFile;
    case "register": {
      const url = config.AUTHORISATION_REGISTER_URL ?? "";
      return () =>
        downloadRegisterFile(url, {
          maxBytes: config.AUTHORISATION_REGISTER_MAX_BYTES,
          timeoutMs: DOWNLOAD_TIMEOUT_MS,
        });
    }
    default:
      throw unknownProvider("AUTHORISATION_PROVIDER", config.AUTHORISATION_PROVIDER);
  }
}

let cache: RegisterCache | null = null;

/** This process's copy of the register (one per instance; each downloads the public file itself). */
export function authorisationRegister(): RegisterCache {
  cache ??= createRegisterCache(registerSource());
  return cache;
}
