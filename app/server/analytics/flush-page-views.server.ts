import { flushCallTaps } from "./flush-call-taps.server";
import { flushCounts } from "./flush-counts.server";
import { pageViewCounts } from "./page-view-buffer.server";

// One statement for the whole batch: the rows travel as four arrays. Rows of a company deleted since
// the view was counted are dropped by the join instead of failing the batch on the foreign key.
const UPSERT = `
  insert into page_views (company_id, day, path, count)
  select v.company_id, v.day, v.path, v.count
  from unnest($1::uuid[], $2::date[], $3::text[], $4::int[]) as v(company_id, day, path, count)
  join companies c on c.id = v.company_id
  on conflict (company_id, day, path) do update set count = page_views.count + excluded.count`;

/**
 * Writes the counted page views with one upsert (count = count + excluded.count). On failure the counts
 * go back into the buffer for the next flush. Returns the rows handed to the database.
 */
export const flushPageViews = () =>
  flushCounts(pageViewCounts, UPSERT, ["companyId", "day", "path", "count"], "page views");

const flushCounters = () => Promise.all([flushPageViews(), flushCallTaps()]);

/**
 * Flushes page views and phone taps every `intervalMs` until the returned stop function runs (which
 * flushes once more).
 */
export function startPageViewFlushing(intervalMs = 5000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= flushCounters().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await flushCounters();
  };
}
