import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { parseSubdomain, SUBDOMAIN_TAKEN } from "~/schemas/subdomain";
import { AppError, isAppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { bumpSiteVersion } from "./bump-site-version.server";
import { lockCompany } from "./lock-company.server";
import { MAX_OLD_SUBDOMAINS, OLD_SUBDOMAIN_KEPT_DAYS } from "./old-subdomain-rules";

const SUBDOMAIN_FIELD = "subdomain";

export type SubdomainChange = { subdomain: string; previous: string; changed: boolean };

/**
 * The owner moves the site to a new subdomain (issue 23). Validated as sign-up names are (a-z, 0-9,
 * hyphens, 3-30 characters, not reserved), free only when no company has it and no company left it
 * less than OLD_SUBDOMAIN_KEPT_DAYS ago: both tables are read in one statement (one snapshot), and the
 * unique index on companies.subdomain settles two owners racing for the same name. The old name goes
 * into old_subdomains in the same transaction (it answers 301 to the new one from the commit on), and
 * taking back a name the company itself left removes it from there. Bumps the site version, so every
 * instance forgets the old host's cached pages.
 */
export async function changeSubdomain(companyId: string, input: unknown): Promise<SubdomainChange> {
  const parsed = parseSubdomain(input);
  if (!parsed.ok) throw new AppError("VALIDATION", parsed.message, SUBDOMAIN_FIELD);
  const wanted = parsed.subdomain;
  try {
    return await db().transaction(async (tx) => {
      const current = await lockCompany(tx, companyId, { subdomain: companies.subdomain });
      if (!current) throw new AppError("NOT_FOUND", "Firma ikke fundet");
      if (current.subdomain === wanted) return { subdomain: wanted, previous: wanted, changed: false };

      const taken = await tx.execute<{ one: number }>(sql`
        select 1 as one from companies where subdomain = ${wanted}
        union all
        select 1 from old_subdomains where subdomain = ${wanted} and company_id <> ${companyId}
          and changed_at > now() - make_interval(days => ${OLD_SUBDOMAIN_KEPT_DAYS})
        limit 1`);
      if (taken.rows.length > 0) throw new AppError("CONFLICT", SUBDOMAIN_TAKEN, SUBDOMAIN_FIELD);

      const kept = await tx.execute<{ count: number }>(sql`
        select count(*)::int as count from old_subdomains where company_id = ${companyId}
          and subdomain <> ${wanted}
          and changed_at > now() - make_interval(days => ${OLD_SUBDOMAIN_KEPT_DAYS})`);
      if ((kept.rows[0]?.count ?? 0) >= MAX_OLD_SUBDOMAINS) {
        throw new AppError(
          "LIMIT_REACHED",
          `Du har skiftet adresse ${MAX_OLD_SUBDOMAINS} gange inden for to år. Skriv til os, så hjælper vi dig.`,
          SUBDOMAIN_FIELD,
        );
      }

      // The wanted name leaves the list (the company's own earlier name, or one nobody holds any more).
      await tx.execute(sql`delete from old_subdomains where subdomain = ${wanted}`);
      await tx.update(companies).set({ subdomain: wanted }).where(eq(companies.id, companyId));
      await tx.execute(sql`
        insert into old_subdomains (subdomain, company_id, changed_at)
        values (${current.subdomain}, ${companyId}, now())
        on conflict (subdomain) do update set company_id = excluded.company_id, changed_at = excluded.changed_at`);
      await bumpSiteVersion(tx, companyId);
      return { subdomain: wanted, previous: current.subdomain, changed: true };
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    // 23505: another owner took the name between our check and our update.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", SUBDOMAIN_TAKEN, SUBDOMAIN_FIELD);
    log("error", "subdomain change failed", { companyId, error: String(error) });
    throw new AppError("UNAVAILABLE", "Kunne ikke skifte adresse lige nu. Prøv igen om lidt.");
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
