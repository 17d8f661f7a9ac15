import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { companies, type SettingsSnapshot, settingsVersions } from "~/db/schema";
import { danishDateTime } from "~/lib/danish-time";
import { AppError } from "~/server/errors";
import { isPageId } from "~/server/pages/is-page-id";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { deletePrunedLogos } from "./delete-pruned-logos.server";
import { VERSIONS_KEPT } from "./keep-versions";
import type { VersionSummary } from "./list-page-versions.server";

const snapshotColumns = {
  phone: companies.phone,
  email: companies.email,
  address: companies.address,
  zipcode: companies.zipcode,
  city: companies.city,
  hours: companies.hours,
  showHours: companies.showHours,
  socialMedia: companies.socialMedia,
  theme: companies.theme,
  logo: companies.logo,
};

const FIELDS: Array<{ label: string; of: (s: SettingsSnapshot) => unknown }> = [
  { label: "Kontaktoplysninger ændret", of: (s) => [s.phone, s.email, s.address, s.zipcode, s.city] },
  { label: "Åbningstider ændret", of: (s) => [s.hours, s.showHours] },
  { label: "Sociale medier ændret", of: (s) => s.socialMedia },
  { label: "Tema ændret", of: (s) => s.theme },
  { label: "Logo ændret", of: (s) => s.logo },
];

/** The own domain before and after a save: not part of a version (restoring never moves the address). */
type DomainChange = { before: string | null; after: string | null };

/**
 * What a settings change changed, in Danish ("Tema ændret, Logo ændret"), the own domain included
 * ("Eget domæne ændret til firma.dk"): a save that only changed the domain is no "Gemt uden ændringer".
 */
function describeSettingsChange(
  before: SettingsSnapshot,
  after: SettingsSnapshot,
  domain?: DomainChange,
): string {
  const changed = FIELDS.filter(
    (field) => JSON.stringify(field.of(before)) !== JSON.stringify(field.of(after)),
  ).map((field) => field.label);
  if (domain && domain.before !== domain.after) {
    changed.push(
      domain.after === null
        ? `Eget domæne ${domain.before} fjernet`
        : domain.before === null
          ? `Eget domæne ${domain.after} tilføjet`
          : `Eget domæne ændret til ${domain.after}`,
    );
  }
  return changed.length === 0 ? "Gemt uden ændringer" : changed.join(", ");
}

async function readDomain(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ customDomain: companies.customDomain })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.customDomain ?? null;
}

async function readSnapshot(tx: Tx, companyId: string): Promise<SettingsSnapshot | null> {
  const [row] = await tx.select(snapshotColumns).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

async function insertVersion(
  tx: Tx,
  companyId: string,
  author: string,
  summary: string,
  snapshot: SettingsSnapshot,
) {
  await tx
    .insert(settingsVersions)
    .values({ companyId, author, summary, snapshot, createdAt: sql`clock_timestamp()` });
}

/**
 * Runs a settings change inside one transaction and keeps a version of the settings after it (and,
 * for the very first change, of the settings before it), pruned to VERSIONS_KEPT in the same
 * transaction; logo files only pruned versions named are deleted after the commit. `change` does the update (the company row is locked first).
 */
export async function withSettingsVersion<T>(
  tx: Tx,
  companyId: string,
  author: string,
  change: () => Promise<T>,
  summary?: string,
): Promise<T> {
  await lockCompany(tx, companyId, { id: companies.id });
  const before = await readSnapshot(tx, companyId);
  const domainBefore = await readDomain(tx, companyId);
  const result = await change();
  const after = await readSnapshot(tx, companyId);
  const domain = { before: domainBefore, after: await readDomain(tx, companyId) };
  if (!before || !after) return result;
  const [any] = await tx
    .select({ id: settingsVersions.id })
    .from(settingsVersions)
    .where(eq(settingsVersions.companyId, companyId))
    .limit(1);
  if (!any) await insertVersion(tx, companyId, "", "Udgaven før første ændring", before);
  await insertVersion(tx, companyId, author, summary ?? describeSettingsChange(before, after, domain), after);
  const kept = tx
    .select({ id: settingsVersions.id })
    .from(settingsVersions)
    .where(eq(settingsVersions.companyId, companyId))
    .orderBy(desc(settingsVersions.createdAt), desc(settingsVersions.id))
    .limit(VERSIONS_KEPT);
  const pruned = await tx
    .delete(settingsVersions)
    .where(and(eq(settingsVersions.companyId, companyId), notInArray(settingsVersions.id, kept)))
    .returning({ snapshot: settingsVersions.snapshot });
  await deletePrunedLogos(
    tx,
    companyId,
    pruned.map((row) => row.snapshot.logo),
  );
  return result;
}

/** The settings' versions, newest first. */
export async function listSettingsVersions(companyId: string): Promise<VersionSummary[]> {
  const rows = await db()
    .select({
      id: settingsVersions.id,
      author: settingsVersions.author,
      summary: settingsVersions.summary,
      createdAt: settingsVersions.createdAt,
    })
    .from(settingsVersions)
    .where(eq(settingsVersions.companyId, companyId))
    .orderBy(desc(settingsVersions.createdAt), desc(settingsVersions.id))
    .limit(VERSIONS_KEPT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** "Gendan": the settings as they were in a version, saved as a new version (own domain untouched). */
export async function restoreSettingsVersion(
  companyId: string,
  versionId: string,
  author: string,
): Promise<void> {
  const notFound = () => new AppError("NOT_FOUND", "Versionen blev ikke fundet");
  if (!isPageId(versionId)) throw notFound();
  await db().transaction(async (tx) => {
    const [version] = await tx
      .select()
      .from(settingsVersions)
      .where(and(eq(settingsVersions.id, versionId), eq(settingsVersions.companyId, companyId)));
    if (!version) throw notFound();
    await withSettingsVersion(
      tx,
      companyId,
      author,
      async () => {
        await tx.update(companies).set(version.snapshot).where(eq(companies.id, companyId));
      },
      `Gendannet: versionen fra ${danishDateTime(version.createdAt)}`,
    );
    await bumpSiteVersion(tx, companyId);
  });
}
