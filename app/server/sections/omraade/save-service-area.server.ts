import type { OmraadeInput } from "~/schemas/sections/omraade";
import { AppError } from "~/server/errors";
import { saveSiteDetails } from "../save-site-details.server";
import { parseServiceArea } from "./parse-service-area";

/**
 * Saves the "Område" section: every entry must be a postcode (or an unambiguous town) of the shipped
 * list, else nothing is saved and the message names the entry. Returns the postcodes saved.
 */
export async function saveServiceArea(companyId: string, input: OmraadeInput): Promise<string[]> {
  const parsed = parseServiceArea(input.area);
  if (!parsed.ok) throw new AppError("VALIDATION", parsed.error, "area");
  const postcodes = parsed.postcodes.map((postcode) => postcode.nr);
  await saveSiteDetails(companyId, {
    areaEnabled: input.enabled,
    areaPostcodes: postcodes,
    texts: { areaIntro: input.intro },
  });
  return postcodes;
}
