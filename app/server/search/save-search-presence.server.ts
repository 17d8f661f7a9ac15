import { sql } from "drizzle-orm";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { searchPresence } from "~/db/schema";
import type { searchPresenceSchema } from "~/schemas/search-presence";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

/**
 * Saves the verification tokens and the Google Business Profile's name, address and phone (already
 * parsed by searchPresenceSchema). The tokens are meta tags on the site's homepage, so the site's
 * version is bumped in the same transaction (its files are published again).
 */
export async function saveSearchPresence(
  companyId: string,
  values: z.output<typeof searchPresenceSchema>,
): Promise<void> {
  const businessProfile =
    values.gbpName || values.gbpAddress || values.gbpPhone
      ? { name: values.gbpName, address: values.gbpAddress, phone: values.gbpPhone }
      : null;
  const row = {
    googleVerification: values.googleVerification,
    bingVerification: values.bingVerification,
    businessProfile,
  };
  await db().transaction(async (tx) => {
    await tx
      .insert(searchPresence)
      .values({ companyId, ...row })
      .onConflictDoUpdate({ target: searchPresence.companyId, set: { ...row, updatedAt: sql`now()` } });
    await bumpSiteVersion(tx, companyId);
  });
}
