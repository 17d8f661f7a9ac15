import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

/**
 * Counts one hit against a fixed window stored in PostgreSQL (so every instance shares it) and
 * says whether the caller is still within `limit`. One atomic upsert: concurrent hits cannot both
 * see the old count.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return (await countRateLimitHit(key, windowSeconds)) <= limit;
}

/** Counts one hit like hitRateLimit and answers the window's count including it (1 for the first). */
export async function countRateLimitHit(key: string, windowSeconds: number): Promise<number> {
  const result = await db().execute<{ count: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Takes one counted hit back (an attempt that turned out legitimate). */
export async function releaseRateLimitHit(key: string): Promise<void> {
  await db().execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function clearRateLimit(key: string): Promise<void> {
  await db().execute(sql`delete from rate_limits where key = ${key}`);
}
