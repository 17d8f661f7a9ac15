import type { FradragInput } from "~/schemas/sections/fradrag";
import { saveSiteDetails } from "../save-site-details.server";

/** Switches the håndværkerfradrag explainer on or off for the company. */
export async function saveFradrag(companyId: string, input: FradragInput): Promise<void> {
  await saveSiteDetails(companyId, { fradragEnabled: input.enabled });
}
