import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteDetails } from "~/db/schema";
import { EMPTY_ON_CALL_SCHEDULE } from "~/schemas/sections/on-call-schedule";

/** The company's saved section settings for the admin forms (defaults before the first save). */
export async function loadSectionSettings(companyId: string) {
  const [row] = await db().select().from(siteDetails).where(eq(siteDetails.companyId, companyId)).limit(1);
  return {
    fradragEnabled: row?.fradragEnabled ?? false,
    areaEnabled: row?.areaEnabled ?? false,
    areaPostcodes: row?.areaPostcodes ?? [],
    onCallEnabled: row?.onCallEnabled ?? false,
    onCallPhone: row?.onCallPhone ?? "",
    onCallSchedule: row?.onCallSchedule ?? EMPTY_ON_CALL_SCHEDULE,
    texts: row?.texts ?? {},
    holidays: row?.holidays ?? [],
  };
}
