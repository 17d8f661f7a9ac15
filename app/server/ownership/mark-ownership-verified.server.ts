import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { companies, ownershipCodes } from "~/db/schema";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { type OwnershipEvent, recordOwnershipEvent } from "./record-ownership-event.server";

/**
 * The one place a company becomes verified (code or MitID Erhverv). Its pages change (noindex goes,
 * the sitemap fills), so the site version is bumped: the published files are rendered again after the
 * commit (docs/decisions/026). Returns false when it already was verified (nothing written).
 */
export async function markOwnershipVerified(
  tx: DbOrTx,
  input: {
    companyId: string;
    cvr: string;
    method: OwnershipEvent["method"];
    userId: string | null;
    detail?: Record<string, string>;
  },
): Promise<boolean> {
  const updated = await tx
    .update(companies)
    .set({ ownershipVerifiedAt: new Date() })
    .where(and(eq(companies.id, input.companyId), isNull(companies.ownershipVerifiedAt)))
    .returning({ id: companies.id });
  await tx.delete(ownershipCodes).where(eq(ownershipCodes.companyId, input.companyId));
  if (updated.length === 0) return false;
  await recordOwnershipEvent(tx, {
    companyId: input.companyId,
    cvr: input.cvr,
    event: "verified",
    method: input.method,
    userId: input.userId,
    detail: input.detail ?? {},
  });
  await bumpSiteVersion(tx, input.companyId);
  return true;
}
