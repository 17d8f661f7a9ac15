import { db } from "~/db/client.server";
import { log } from "~/server/log.server";
import { restoreCallTaps, takeCallTaps } from "./call-tap-buffer.server";

// One statement per batch, as for page views; taps of a company deleted since are dropped by the join.
const UPSERT = `
  insert into call_taps (company_id, day, count)
  select v.company_id, v.day, v.count
  from unnest($1::uuid[], $2::date[], $3::int[]) as v(company_id, day, count)
  join companies c on c.id = v.company_id
  on conflict (company_id, day) do update set count = call_taps.count + excluded.count`;

/** Writes the counted phone taps with one upsert; on failure they wait for the next flush. */
export async function flushCallTaps(): Promise<number> {
  const batch = takeCallTaps();
  if (batch.length === 0) return 0;
  try {
    await db().$client.query(UPSERT, [
      batch.map((row) => row.companyId),
      batch.map((row) => row.day),
      batch.map((row) => row.count),
    ]);
    return batch.length;
  } catch (error) {
    restoreCallTaps(batch);
    log("warn", "call taps not written; retrying with the next flush", {
      error: error instanceof Error ? error.message : String(error),
    });
    return 0;
  }
}
