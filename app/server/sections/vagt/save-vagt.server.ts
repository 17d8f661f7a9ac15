import type { VagtInput } from "~/schemas/sections/vagt";
import { saveSiteDetails } from "../save-site-details.server";

/** Saves the on-call badge and the holiday closures (sorted by start date). */
export async function saveVagt(companyId: string, input: VagtInput): Promise<void> {
  await saveSiteDetails(companyId, {
    onCallEnabled: input.onCallEnabled,
    onCallPhone: input.onCallPhone,
    onCallSchedule: input.onCallSchedule,
    texts: { onCallText: input.onCallText },
    holidays: [...input.holidays].sort((a, b) => a.from.localeCompare(b.from)),
  });
}
