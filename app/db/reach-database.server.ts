import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

/**
 * The first query of a start. A deployment whose DATABASE_URL points nowhere (wrong host, port,
 * password, database) stops with one line naming the variable instead of a driver stack trace.
 */
export async function reachDatabase(db: Database, deployed: boolean): Promise<void> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    if (!deployed) throw error;
    throw new Error(
      `Ugyldig konfiguration: DATABASE_URL: kan ikke forbinde til PostgreSQL (${rootCause(error)})`,
    );
  }
}

/** Drizzle wraps the driver's error ("Failed query: select 1"): the useful words are in its cause. */
function rootCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: string }).code;
  return [code, current.message].filter(Boolean).join(": ");
}
