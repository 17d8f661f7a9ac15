import { storage } from "~/integrations/storage/index.server";
import { log } from "~/server/log.server";

/**
 * Deletes files from storage one by one, for a caller whose rows are already gone: a file that cannot
 * be deleted is logged (`what`, e.g. "pruned logo not deleted") and the others still go.
 */
export async function deleteStoredFiles(keys: Iterable<string>, what: string): Promise<void> {
  for (const key of keys) {
    await storage()
      .delete(key)
      .catch((error: unknown) =>
        log("warn", what, { key, error: error instanceof Error ? error.message : String(error) }),
      );
  }
}
