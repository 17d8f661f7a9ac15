import type { CvrCompany } from "./types";

/**
 * Maps one company object of cvrapi.dk (API version 6) to our CvrCompany. The API is loose about types:
 * `vat`, `zipcode` and `industrycode` arrive as numbers or strings, optional fields as null or "",
 * `employees` as a band and `startdate` as "DD/MM - YYYY". Returns null when the object is not a company
 * we can use (no 8-digit CVR or no name).
 */
export function parseCvrapiCompany(input: unknown): CvrCompany | null {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return null;
  const record = input as Record<string, unknown>;

  const cvr = text(record.vat)?.replace(/\s/g, "") ?? null;
  const name = text(record.name);
  if (cvr === null || !/^\d{8}$/.test(cvr) || name === null) return null;

  return {
    cvr,
    name,
    address: text(record.address) ?? "",
    zipcode: text(record.zipcode) ?? "",
    city: text(record.city) ?? "",
    phone: text(record.phone),
    email: text(record.email),
    industryCode: text(record.industrycode),
    industryDesc: text(record.industrydesc),
    companyDesc: text(record.companydesc),
    startDate: parseCvrapiDate(record.startdate),
    employees: parseEmployeeBand(record.employees),
  };
}

/** A trimmed, non-empty string from a string or a finite number; null for anything else. */
function text(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** "14/03 - 2009" → "2009-03-14"; null unless it names a real calendar day. */
export function parseCvrapiDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^\s*(\d{1,2})\/(\d{1,2})\s*-\s*(\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [, dayText, monthText, yearText] = match;
  const day = Number(dayText);
  const month = Number(monthText);
  const year = Number(yearText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${yearText}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "5-9" → 5, "1000+" → 1000, "1" → 1, 12 → 12 (the lower bound of the band); null when absent. */
export function parseEmployeeBand(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const match = /^\s*(\d+)/.exec(value);
  return match ? Number(match[1]) : null;
}
