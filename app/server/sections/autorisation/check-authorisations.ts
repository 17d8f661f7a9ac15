import { normaliseAuthorisationNumber } from "~/integrations/authorisation/parse-register";
import type { RegisterSnapshot } from "~/integrations/authorisation/types";
import {
  AUTHORISATION_AREAS,
  type AutorisationData,
  type AutorisationForm,
} from "~/schemas/sections/autorisation";

/**
 * The register's answer for each number the owner typed, looked up by the company's CVR number:
 * verified only when the register has that number, in that area, for this CVR, and active. A number
 * found but withdrawn or ended is "withdrawn"; without a register copy everything stays "unchecked".
 */
export function checkAuthorisations(
  cvr: string,
  numbers: AutorisationForm["numbers"],
  register: RegisterSnapshot | null,
  now = new Date(),
): AutorisationData["checks"] {
  const checks: AutorisationData["checks"] = {};
  const entries = register?.byCvr.get(cvr) ?? [];
  for (const area of AUTHORISATION_AREAS) {
    const typed = numbers[area];
    if (!typed) continue;
    const checkedAt = (register?.fetchedAt ?? now).toISOString();
    if (!register) {
      checks[area] = { status: "unchecked", checkedAt };
      continue;
    }
    const match = entries.find(
      (entry) => entry.area === area && entry.number === normaliseAuthorisationNumber(typed),
    );
    checks[area] = {
      status: !match ? "not-found" : match.status === "active" ? "verified" : "withdrawn",
      checkedAt,
    };
  }
  return checks;
}
