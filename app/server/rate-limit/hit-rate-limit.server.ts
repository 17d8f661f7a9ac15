import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

/**
 * Counts one hit against a fixed window stored in PostgreSQL (so every instance shares it) and
 * says whether the caller is still within `limit`. One atomic upsert: concurrent hits cannot both
 * see the old count.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const result = await db().execute<{ count: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`);
  return (result.rows[0]?.count ?? 0) <= limit;
}

/** True when the key has used up its window (without counting a hit). */
export async function isRateLimited(key: string, limit: number): Promise<boolean> {
  const result = await db().execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
  return (result.rows[0]?.count ?? 0) >= limit;
}

export async function clearRateLimit(key: string): Promise<void> {
  await db().execute(sql`delete from rate_limits where key = ${key}`);
}
