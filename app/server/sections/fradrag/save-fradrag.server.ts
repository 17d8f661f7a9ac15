import type { FradragInput } from "~/schemas/sections/fradrag";
import { saveSiteDetails } from "../save-site-details.server";

/** Switches the håndværkerfradrag explainer on or off, with its first line ("" = the trade's default). */
export async function saveFradrag(companyId: string, input: FradragInput): Promise<void> {
  await saveSiteDetails(companyId, { fradragEnabled: input.enabled, texts: { fradragIntro: input.intro } });
}
