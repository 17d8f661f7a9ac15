import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { subdomainFromName } from "~/lib/naming";
import { RESERVED_SUBDOMAINS as RESERVED } from "~/schemas/subdomain";
import { OLD_SUBDOMAIN_KEPT_DAYS } from "~/server/sites/old-subdomain-rules";

const MAX_LENGTH = 30;

/**
 * SPEC §5 subdomain from the company name, made unique with a suffix on collision (-2, -3, ...),
 * never longer than 30 characters, never a name another company left less than OLD_SUBDOMAIN_KEPT_DAYS
 * ago (it still redirects there; one statement, so one snapshot of both tables). The unique index is
 * the final word: a racing sign-up that takes the same name makes the insert fail, and the caller tries again.
 */
export async function chooseSubdomain(tx: DbOrTx, companyName: string): Promise<string> {
  const base = subdomainFromName(companyName);
  const result = await tx.execute<{ subdomain: string }>(
    sql`select subdomain from companies where subdomain = ${base} or subdomain like ${`${base.slice(0, 26)}%`}
        union all
        select subdomain from old_subdomains
        where (subdomain = ${base} or subdomain like ${`${base.slice(0, 26)}%`})
          and changed_at > now() - make_interval(days => ${OLD_SUBDOMAIN_KEPT_DAYS})`,
  );
  const taken = new Set(result.rows.map((row) => row.subdomain));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = base.slice(0, MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate) && !RESERVED.has(candidate)) return candidate;
  }
}
