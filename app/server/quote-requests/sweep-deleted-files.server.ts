import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { storage } from "~/integrations/storage/index.server";
import { log } from "~/server/log.server";

/**
 * Deletes the files queued in deleted_files (a trigger queues a request's photos whenever its row is
 * deleted, including the cascade of a company delete) and then their queue rows. The queue row only
 * exists once the delete committed, so a file is never removed while its row could still come back.
 * Rows are claimed with SKIP LOCKED, so instances sweeping at once never collide; a file that cannot
 * be deleted now stays queued for the next sweep. Returns how many files were handled.
 */
export async function sweepDeletedFiles(limit = 500): Promise<number> {
  return db().transaction(async (tx) => {
    const queued = await tx.execute<{ key: string }>(sql`
      select key from deleted_files order by deleted_at limit ${limit} for update skip locked`);
    const keys = queued.rows.map((row) => row.key);
    const results = await Promise.allSettled(keys.map((key) => storage().delete(key)));
    const done = keys.filter((_, i) => results[i]?.status === "fulfilled");
    if (done.length < keys.length)
      log("warn", "queued files not deleted", { count: keys.length - done.length });
    if (done.length > 0) {
      await tx.execute(
        sql`delete from deleted_files where key in (${sql.join(
          done.map((key) => sql`${key}`),
          sql`, `,
        )})`,
      );
    }
    return done.length;
  });
}
