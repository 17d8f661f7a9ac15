import {
  AUTHORISATION_AREAS,
  AUTHORISATION_LABELS,
  type AutorisationData,
  MEMBERSHIP_LABELS,
  MEMBERSHIPS,
} from "~/schemas/sections/autorisation";
import { loadTrustSection } from "../trust-store.server";

/**
 * What the AI writer may say about authorisations and guarantees: only register-verified numbers and
 * the memberships the owner ticked. Without a saved section: undefined (the writer's own rules apply,
 * which never allow a guarantee or membership).
 */
export async function loadAiTrustFacts(
  companyId: string,
): Promise<{ verifiedAuthorisations: string[]; memberships: string[] } | undefined> {
  const data = (await loadTrustSection(companyId, "autorisation")) as AutorisationData | null;
  if (!data) return undefined;
  return {
    verifiedAuthorisations: AUTHORISATION_AREAS.filter(
      (area) => data.checks?.[area]?.status === "verified",
    ).map((area) => AUTHORISATION_LABELS[area]),
    memberships: MEMBERSHIPS.filter((id) => data.memberships.includes(id)).map((id) => MEMBERSHIP_LABELS[id]),
  };
}
