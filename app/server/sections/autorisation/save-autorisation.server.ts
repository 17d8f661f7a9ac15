import { authorisationRegister } from "~/integrations/authorisation/index.server";
import { DAY_MS } from "~/integrations/authorisation/register-cache.server";
import type { AutorisationData, AutorisationForm } from "~/schemas/sections/autorisation";
import { saveTrustSection } from "../trust-store.server";
import { checkAuthorisations } from "./check-authorisations";

/** Checks the numbers against the register (refreshed when older than a day), then saves. */
export async function saveAutorisation(
  company: { id: string; cvr: string },
  form: AutorisationForm,
): Promise<AutorisationData> {
  const register = await authorisationRegister().fresh(DAY_MS);
  const data: AutorisationData = {
    ...form,
    checks: checkAuthorisations(company.cvr, form.numbers, register),
  };
  await saveTrustSection(company.id, "autorisation", data);
  return data;
}
