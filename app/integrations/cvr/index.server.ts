import { env, unknownProvider } from "~/config/env.server";
import { lookupCvrapi } from "./cvrapi.server";
import { lookupOfflineCvr, offlineRegisterCvrs } from "./offline.server";
import type { CvrLookupResult } from "./types";

export type { CvrLookupResult } from "./types";
export { offlineRegisterCvrs };

const CVRAPI_TIMEOUT_MS = 8000;

/** Looks a CVR number up in the configured register (CVR_PROVIDER). Never throws. */
export async function lookupCvr(cvr: string): Promise<CvrLookupResult> {
  const config = env();
  switch (config.CVR_PROVIDER) {
    case "offline":
      return lookupOfflineCvr(cvr);
    case "cvrapi":
      return lookupCvrapi(cvr, {
        baseUrl: config.CVRAPI_URL,
        userAgent: config.CVRAPI_USER_AGENT,
        token: config.CVRAPI_TOKEN,
        timeoutMs: CVRAPI_TIMEOUT_MS,
      });
    default:
      throw unknownProvider("CVR_PROVIDER", config.CVR_PROVIDER);
  }
}
