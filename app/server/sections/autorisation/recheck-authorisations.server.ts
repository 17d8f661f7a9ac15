import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, trustSections } from "~/db/schema";
import { authorisationRegister } from "~/integrations/authorisation/index.server";
import { DAY_MS } from "~/integrations/authorisation/register-cache.server";
import type { RegisterSnapshot } from "~/integrations/authorisation/types";
import type { AutorisationData } from "~/schemas/sections/autorisation";
import type { PeriodicJob } from "~/server/jobs/start-periodic-job.server";
import { tryJobLock } from "~/server/jobs/try-job-lock.server";
import { log } from "~/server/log.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { checkAuthorisations } from "./check-authorisations";

const RECHECK_LOCK_KEY = 7_310_013;

/**
 * Re-checks every stored authorisation against a register copy. Only a changed status is written (and
 * bumps that site's version, so a withdrawn authorisation stops showing as verified on the next
 * request). Without a register copy nothing changes: a missing download never un-verifies anyone, and
 * the stored answer stays until the register says otherwise. Returns how many companies changed.
 */
export async function recheckAuthorisations(register: RegisterSnapshot | null): Promise<number | null> {
  if (!register) return 0;
  return db().transaction(async (tx) => {
    if (!(await tryJobLock(tx, RECHECK_LOCK_KEY))) return null;
    const rows = await tx
      .select({ companyId: trustSections.companyId, cvr: companies.cvr, data: trustSections.data })
      .from(trustSections)
      .innerJoin(companies, eq(companies.id, trustSections.companyId))
      .where(eq(trustSections.name, "autorisation"))
      .for("update", { of: trustSections });
    let changed = 0;
    for (const row of rows) {
      const data = row.data as AutorisationData;
      const checks = checkAuthorisations(row.cvr, data.numbers, register, data);
      const status = (c: AutorisationData["checks"]) =>
        JSON.stringify(Object.entries(c).map(([a, v]) => [a, v?.status]));
      if (status(checks) === status(data.checks ?? {})) continue;
      await tx
        .update(trustSections)
        .set({ data: { ...data, checks }, updatedAt: sql`now()` })
        .where(and(eq(trustSections.companyId, row.companyId), eq(trustSections.name, "autorisation")));
      await bumpSiteVersion(tx, row.companyId);
      changed++;
    }
    return changed;
  });
}

/**
 * Once a day (first 45 s after start) one instance downloads the register and re-checks the stored
 * authorisations; the others refresh their own copy on demand (authorisationRegister().fresh).
 */
export const authorisationRecheckJob: PeriodicJob = {
  name: "authorisation re-check",
  lockKey: RECHECK_LOCK_KEY,
  firstRunMs: 45_000,
  intervalMs: DAY_MS,
  run: async () => {
    const changed = await recheckAuthorisations(await authorisationRegister().refresh());
    if (changed) log("info", "authorisations re-checked", { changed });
  },
};
