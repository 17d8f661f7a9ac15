import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { EMPTY_SITE_PROFILE, type SiteProfile } from "~/schemas/site-profile";

/** The company's homepage profile (issue 22), or the empty one. */
export async function loadProfile(companyId: string): Promise<SiteProfile> {
  const [row] = await db()
    .select({ profile: companies.profile })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.profile ?? EMPTY_SITE_PROFILE;
}
