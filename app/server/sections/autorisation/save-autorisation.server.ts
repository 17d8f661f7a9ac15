import { authorisationRegister } from "~/integrations/authorisation/index.server";
import { DAY_MS } from "~/integrations/authorisation/register-cache.server";
import type { AutorisationData, AutorisationForm } from "~/schemas/sections/autorisation";
import { loadTrustSection, saveTrustSection } from "../trust-store.server";
import { checkAuthorisations } from "./check-authorisations";

/** Checks the numbers against the register (refreshed when older than a day), then saves. */
export async function saveAutorisation(
  company: { id: string; cvr: string },
  form: AutorisationForm,
): Promise<AutorisationData> {
  const register = await authorisationRegister().fresh(DAY_MS);
  // The stored answer, so a verified number the register has since dropped reads "withdrawn".
  const previous = (await loadTrustSection(company.id, "autorisation")) as AutorisationData | null;
  const data: AutorisationData = {
    ...form,
    checks: checkAuthorisations(company.cvr, form.numbers, register, previous ?? undefined),
  };
  await saveTrustSection(company.id, "autorisation", data);
  return data;
}
