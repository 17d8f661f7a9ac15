import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { trustSections } from "~/db/schema";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

/** The three trust sections stored in trust_sections (issue 13). */
const TRUST_SECTION_NAMES = ["autorisation", "anmeldelser", "priser"] as const;
export type TrustSectionName = (typeof TRUST_SECTION_NAMES)[number];

/** Every stored trust section of a company: name → { enabled, data } (a missing name = never saved). */
export async function loadTrustSections(
  companyId: string,
): Promise<Partial<Record<TrustSectionName, { enabled: boolean; data: unknown }>>> {
  const rows = await db()
    .select({ name: trustSections.name, enabled: trustSections.enabled, data: trustSections.data })
    .from(trustSections)
    .where(eq(trustSections.companyId, companyId));
  const found: Partial<Record<TrustSectionName, { enabled: boolean; data: unknown }>> = {};
  for (const row of rows) {
    if ((TRUST_SECTION_NAMES as readonly string[]).includes(row.name))
      found[row.name as TrustSectionName] = { enabled: row.enabled, data: row.data };
  }
  return found;
}

/** One section's stored data, or null when never saved. */
export async function loadTrustSection(companyId: string, name: TrustSectionName): Promise<unknown | null> {
  const [row] = await db()
    .select({ data: trustSections.data })
    .from(trustSections)
    .where(and(eq(trustSections.companyId, companyId), eq(trustSections.name, name)))
    .limit(1);
  return row?.data ?? null;
}

/** Saves one section (insert or replace) and bumps the site version in the same transaction. */
export async function saveTrustSection(
  companyId: string,
  name: TrustSectionName,
  data: { enabled: boolean },
): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .insert(trustSections)
      .values({ companyId, name, enabled: data.enabled, data })
      .onConflictDoUpdate({
        target: [trustSections.companyId, trustSections.name],
        set: { enabled: data.enabled, data, updatedAt: sql`now()` },
      });
    await bumpSiteVersion(tx, companyId);
  });
}
