import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { onboardingUploads } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";

/** The preview of one of the draft's own photos, or null (another draft's, swept, or no such id). */
export async function readOnboardingPreview(draftKey: string, id: string): Promise<Buffer | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db()
    .select({ thumbKey: onboardingUploads.thumbKey })
    .from(onboardingUploads)
    .where(and(eq(onboardingUploads.id, id), eq(onboardingUploads.draftKey, draftKey)));
  if (!row) return null;
  return (await storage().get(row.thumbKey))?.body ?? null;
}
