import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { storage } from "~/integrations/storage/index.server";
import { log } from "~/server/log.server";

/** As long as the draft cookie lives: after that nobody can reach the photos any more. */
const ONBOARDING_PHOTO_TTL_HOURS = 24;

/**
 * Deletes onboarding photos whose draft has expired (rows and their private files). Runs on every
 * photo-step post and every site creation rather than on a timer (docs/decisions/029): instances take
 * disjoint rows (SKIP LOCKED), and a file that cannot be deleted is only logged, since its row, the
 * only way to reach it, is gone.
 */
export async function sweepOnboardingPhotos(limit = 100): Promise<number> {
  const result = await db().execute<{ full_key: string; thumb_key: string }>(sql`
    delete from onboarding_uploads where id in (
      select id from onboarding_uploads
      where created_at < now() - make_interval(hours => ${ONBOARDING_PHOTO_TTL_HOURS})
      order by created_at limit ${limit} for update skip locked
    ) returning full_key, thumb_key`);
  await deleteFiles(result.rows.flatMap((row) => [row.full_key, row.thumb_key]));
  return result.rows.length;
}

/** Deletes a draft's photos once its site is created (the chosen ones are in the archive by then). */
export async function deleteDraftPhotos(draftKey: string): Promise<void> {
  const result = await db().execute<{ full_key: string; thumb_key: string }>(
    sql`delete from onboarding_uploads where draft_key = ${draftKey} returning full_key, thumb_key`,
  );
  await deleteFiles(result.rows.flatMap((row) => [row.full_key, row.thumb_key]));
}

async function deleteFiles(keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage().delete(key)));
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed > 0) log("warn", "onboarding photo files not deleted", { failed });
}
