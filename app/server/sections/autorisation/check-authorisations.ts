import { parseTypedNumber } from "~/integrations/authorisation/parse-register";
import type { RegisterSnapshot } from "~/integrations/authorisation/types";
import {
  AUTHORISATION_AREAS,
  type AutorisationData,
  type AutorisationForm,
} from "~/schemas/sections/autorisation";

/**
 * The register's answer for each number the owner typed, looked up by the company's CVR number:
 * verified only when the register lists that number, for this CVR, with a type that backs the
 * area's badge (a full authorisation; a delautorisation never does). The register lists current
 * authorisations only, so a number that was verified (or withdrawn) for the same typed number and
 * is gone now is "withdrawn"; one never seen is "not-found"; without a register copy everything
 * stays "unchecked".
 */
export function checkAuthorisations(
  cvr: string,
  numbers: AutorisationForm["numbers"],
  register: RegisterSnapshot | null,
  previous?: Pick<AutorisationData, "numbers" | "checks">,
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
    const wanted = parseTypedNumber(typed);
    const match = entries.find(
      (entry) =>
        wanted !== null &&
        entry.areas.includes(area) &&
        entry.number === wanted.number &&
        (wanted.type === null || wanted.type === entry.type),
    );
    const before = previous?.numbers[area] === typed ? previous.checks[area]?.status : undefined;
    checks[area] = {
      status: match
        ? "verified"
        : before === "verified" || before === "withdrawn"
          ? "withdrawn"
          : "not-found",
      checkedAt,
    };
  }
  return checks;
}
