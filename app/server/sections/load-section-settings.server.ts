import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteDetails } from "~/db/schema";

/** The company's saved section settings for the admin forms (defaults before the first save). */
export async function loadSectionSettings(companyId: string) {
  const [row] = await db().select().from(siteDetails).where(eq(siteDetails.companyId, companyId)).limit(1);
  return {
    fradragEnabled: row?.fradragEnabled ?? false,
    areaEnabled: row?.areaEnabled ?? false,
    areaPostcodes: row?.areaPostcodes ?? [],
    onCallEnabled: row?.onCallEnabled ?? false,
    onCallPhone: row?.onCallPhone ?? "",
    onCallHours: row?.onCallHours ?? "",
    holidays: row?.holidays ?? [],
  };
}
