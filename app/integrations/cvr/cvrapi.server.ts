import { isValidCvr, normalizeCvr } from "~/lib/naming";
import { log } from "~/server/log.server";
import { parseCvrapiCompany } from "./parse";
import type { CvrLookupError, CvrLookupResult } from "./types";

export type CvrapiOptions = {
  /** The endpoint, e.g. https://cvrapi.dk/api. */
  baseUrl: string;
  /** cvrapi.dk refuses (INVALID_UA) requests without a descriptive User-Agent naming the caller. */
  userAgent: string;
  /** A paid subscription's token; without it the free quota applies. */
  token?: string;
  timeoutMs: number;
};

/**
 * The error codes cvrapi.dk answers with. BANNED, INVALID_UA and INTERNAL_ERROR are our or their
 * problem, not the visitor's, so the visitor only learns the register is unavailable; they are logged.
 */
const ERROR_MAP: Record<string, CvrLookupError> = {
  NOT_FOUND: "NOT_FOUND",
  QUOTA_EXCEEDED: "QUOTA_EXCEEDED",
  INVALID_VAT: "INVALID_VAT",
  BANNED: "UNAVAILABLE",
  INVALID_UA: "UNAVAILABLE",
  INTERNAL_ERROR: "UNAVAILABLE",
};

/** Looks a CVR number up at cvrapi.dk. Never throws: network trouble and odd answers become UNAVAILABLE. */
export async function lookupCvrapi(input: string, options: CvrapiOptions): Promise<CvrLookupResult> {
  const cvr = normalizeCvr(input);
  if (!isValidCvr(cvr)) return { ok: false, error: "INVALID_VAT" };

  const url = new URL(options.baseUrl);
  url.searchParams.set("search", cvr);
  url.searchParams.set("country", "dk");
  if (options.token) url.searchParams.set("token", options.token);

  let status: number;
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { "User-Agent": options.userAgent, Accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    body = await response.json();
  } catch (error) {
    log("warn", "cvrapi.dk did not answer", { error: describeError(error) });
    return { ok: false, error: "UNAVAILABLE" };
  }

  if (typeof body === "object" && body !== null && "error" in body) {
    const code = String(body.error);
    const error = ERROR_MAP[code] ?? "UNAVAILABLE";
    if (error === "UNAVAILABLE") log("warn", "cvrapi.dk refused the lookup", { code, status });
    return { ok: false, error };
  }

  const company = status >= 200 && status < 300 ? parseCvrapiCompany(body) : null;
  if (!company) {
    log("warn", "cvrapi.dk gave an unexpected answer", { status });
    return { ok: false, error: "UNAVAILABLE" };
  }
  // `search` is a free-text search: eight digits can also match a phone number of another company.
  if (company.cvr !== cvr) return { ok: false, error: "NOT_FOUND" };
  return { ok: true, company };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
