import { isValidCvr, normalizeCvr } from "~/lib/naming";
import register from "./offline-register.json" with { type: "json" };
import { parseCvrapiCompany } from "./parse";
import type { CvrCompany, CvrLookupResult } from "./types";

/**
 * The register used when no real one is configured: fictional trade companies stored in cvrapi.dk's
 * own JSON shape and read through the same parser as real answers, so both paths agree.
 */
const companies: ReadonlyMap<string, CvrCompany> = new Map(
  (register as unknown[])
    .map((entry) => parseCvrapiCompany(entry))
    .filter((company): company is CvrCompany => company !== null)
    .map((company) => [company.cvr, company]),
);

export function lookupOfflineCvr(input: string): CvrLookupResult {
  const cvr = normalizeCvr(input);
  if (!isValidCvr(cvr)) return { ok: false, error: "INVALID_VAT" };
  const company = companies.get(cvr);
  return company ? { ok: true, company: { ...company } } : { ok: false, error: "NOT_FOUND" };
}

/** The CVR numbers the offline register knows, in file order (for demos, seeds and tests). */
export function offlineRegisterCvrs(): string[] {
  return [...companies.keys()];
}
