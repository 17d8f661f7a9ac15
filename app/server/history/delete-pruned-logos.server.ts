import { eq, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { runAfterCommit } from "~/db/commit-hold.server";
import { companies, settingsVersions } from "~/db/schema";
import { deleteStoredFiles } from "~/server/images/delete-stored-files.server";

/**
 * Logo files are kept while a settings version names them, so "Gendan" can bring one back (F14:
 * before, they were kept for ever). Given the logos of versions just pruned, deletes the files that
 * neither the company's current logo nor any kept version names, once the transaction has committed.
 * Only our own uploads (keys under logos/) are ever deleted.
 */
export async function deletePrunedLogos(
  tx: Tx,
  companyId: string,
  prunedLogos: ReadonlyArray<string | null>,
): Promise<void> {
  const candidates = new Set(prunedLogos.filter((key): key is string => !!key?.startsWith("logos/")));
  if (candidates.size === 0) return;
  const [current] = await tx
    .select({ logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, companyId));
  const kept = await tx
    .selectDistinct({ logo: sql<string | null>`${settingsVersions.snapshot}->>'logo'` })
    .from(settingsVersions)
    .where(eq(settingsVersions.companyId, companyId));
  for (const key of [current?.logo, ...kept.map((row) => row.logo)]) if (key) candidates.delete(key);
  if (candidates.size === 0) return;
  await runAfterCommit(() => deleteStoredFiles(candidates, "pruned logo not deleted"));
}
