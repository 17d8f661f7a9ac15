import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { oldSiteAddresses } from "~/db/schema";
import { MAX_OLD_SITE_PATHS } from "~/integrations/scrape/list-site-paths.server";
import { isOwnSitePath } from "~/schemas/redirect";
import { redirectPath } from "./redirect-path";

/** The company's addresses the owner has not decided on yet (a where-clause for old_site_addresses). */
export function undecidedAddressesOf(companyId: string, ...more: SQL[]): SQL | undefined {
  return and(eq(oldSiteAddresses.companyId, companyId), isNull(oldSiteAddresses.decidedAt), ...more);
}

/** The addresses worth offering: in the redirects' spelling, once each, none the product keeps. Pure. */
function usableOldSitePaths(found: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const raw of found) {
    const path = redirectPath(raw);
    if (path && !isOwnSitePath(path)) paths.add(path);
    if (paths.size >= MAX_OLD_SITE_PATHS) break;
  }
  return [...paths];
}

/**
 * Stores the old website's addresses as suggestions (old_site_addresses). `reopen`: the owner asked to
 * read the old site again, so addresses they decided on before are offered again (those that became a
 * redirect in the meantime are left out when listing). Returns how many addresses were stored.
 */
export async function recordOldSiteAddresses(
  tx: DbOrTx,
  companyId: string,
  found: readonly string[],
  { reopen }: { reopen: boolean },
): Promise<number> {
  const paths = usableOldSitePaths(found);
  if (paths.length === 0) return 0;
  const insert = tx.insert(oldSiteAddresses).values(paths.map((path) => ({ companyId, path })));
  await (reopen
    ? insert.onConflictDoUpdate({
        target: [oldSiteAddresses.companyId, oldSiteAddresses.path],
        set: { decidedAt: sql`null` },
      })
    : insert.onConflictDoNothing());
  return paths.length;
}
