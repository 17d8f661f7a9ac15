import { db } from "~/db/client.server";
import { log } from "~/server/log.server";
import type { CountBuffer } from "./count-buffer";

/**
 * Writes a buffer's counts with one upsert statement, the rows travelling as one array per column
 * ($1, $2, …, in `columns` order). On failure the counts go back into the buffer for the next flush.
 * Returns the rows handed to the database.
 */
export async function flushCounts<Row extends { count: number }>(
  buffer: CountBuffer<Row>,
  upsert: string,
  columns: readonly (keyof Row)[],
  what: string,
): Promise<number> {
  const batch = buffer.take();
  if (batch.length === 0) return 0;
  try {
    await db().$client.query(
      upsert,
      columns.map((column) => batch.map((row) => row[column])),
    );
    return batch.length;
  } catch (error) {
    buffer.restore(batch);
    log("warn", `${what} not written; retrying with the next flush`, {
      error: error instanceof Error ? error.message : String(error),
    });
    return 0;
  }
}
