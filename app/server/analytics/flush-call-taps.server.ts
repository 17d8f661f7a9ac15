import { callTapCounts } from "./call-tap-buffer.server";
import { flushCounts } from "./flush-counts.server";

// One statement per batch, as for page views; taps of a company deleted since are dropped by the join.
const UPSERT = `
  insert into call_taps (company_id, day, count)
  select v.company_id, v.day, v.count
  from unnest($1::uuid[], $2::date[], $3::int[]) as v(company_id, day, count)
  join companies c on c.id = v.company_id
  on conflict (company_id, day) do update set count = call_taps.count + excluded.count`;

/** Writes the counted phone taps with one upsert; on failure they wait for the next flush. */
export const flushCallTaps = () =>
  flushCounts(callTapCounts, UPSERT, ["companyId", "day", "count"], "call taps");
