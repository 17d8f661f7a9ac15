import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type NapValues, searchPresence } from "~/db/schema";

export type SearchPresence = {
  googleVerification: string;
  bingVerification: string;
  businessProfile: NapValues | null;
  cvrNap: NapValues | null;
  cvrCheckedAt: Date | null;
};

const EMPTY: SearchPresence = {
  googleVerification: "",
  bingVerification: "",
  businessProfile: null,
  cvrNap: null,
  cvrCheckedAt: null,
};

/** A company's search settings (tokens, Google Business Profile, cached CVR answer); defaults when unsaved. */
export async function loadSearchPresence(companyId: string): Promise<SearchPresence> {
  const [row] = await db()
    .select({
      googleVerification: searchPresence.googleVerification,
      bingVerification: searchPresence.bingVerification,
      businessProfile: searchPresence.businessProfile,
      cvrNap: searchPresence.cvrNap,
      cvrCheckedAt: searchPresence.cvrCheckedAt,
    })
    .from(searchPresence)
    .where(eq(searchPresence.companyId, companyId))
    .limit(1);
  return row ?? EMPTY;
}
