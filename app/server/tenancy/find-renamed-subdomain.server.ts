import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { OLD_SUBDOMAIN_KEPT_DAYS } from "~/server/sites/old-subdomain-rules";

/**
 * The current subdomain of the company that left `subdomain` (issue 23), while the old name is kept
 * (docs/decisions/030); else null. One indexed query, asked only for hosts no site has.
 */
export async function findRenamedSubdomain(subdomain: string): Promise<string | null> {
  const result = await db().execute<{ subdomain: string }>(sql`
    select c.subdomain from old_subdomains o join companies c on c.id = o.company_id
    where o.subdomain = ${subdomain}
      and o.changed_at > now() - make_interval(days => ${OLD_SUBDOMAIN_KEPT_DAYS})
    limit 1`);
  return result.rows[0]?.subdomain ?? null;
}
