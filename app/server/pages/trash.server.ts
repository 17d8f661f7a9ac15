import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages, pageTrash, pageVersions } from "~/db/schema";
import { AppError } from "~/server/errors";
import { hourlyJob } from "~/server/jobs/start-periodic-job.server";
import { tryJobLock } from "~/server/jobs/try-job-lock.server";
import { log } from "~/server/log.server";
import {
  type OldAddressOutcome,
  recordRestoreRedirect,
} from "~/server/redirects/record-restore-redirect.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { findFreeSlug } from "./find-free-slug.server";
import { isPageId } from "./is-page-id";

/** How long a deleted page stays in the "Papirkurv". */
export const TRASH_DAYS = 30;
/** The advisory lock that lets one instance at a time purge the trash. */
export const TRASH_PURGE_LOCK_KEY = 7_310_012;

const NOT_FOUND = "Siden findes ikke i papirkurven";

export type TrashItem = { pageId: string; pageName: string; slug: string; deletedAt: string };

/** The company's deleted pages still within 30 days, newest deletion first. */
export async function listTrash(companyId: string): Promise<TrashItem[]> {
  const rows = await db()
    .select()
    .from(pageTrash)
    .where(
      and(
        eq(pageTrash.companyId, companyId),
        gt(pageTrash.deletedAt, sql`now() - make_interval(days => ${TRASH_DAYS})`),
      ),
    )
    .orderBy(desc(pageTrash.deletedAt));
  return rows.map((row) => ({
    pageId: row.pageId,
    pageName: row.page.pageName,
    slug: row.page.slug,
    deletedAt: row.deletedAt.toISOString(),
  }));
}

/** The page's old address is taken now; `freeSlug` is the one offered instead. */
export class SlugTakenError extends AppError {
  readonly freeSlug: string;
  constructor(slug: string, freeSlug: string) {
    super(
      "CONFLICT",
      `Adressen /${slug} bruges nu af en anden side. Du kan gendanne siden på /${freeSlug} i stedet. ` +
        `/${slug} bliver ved med at vise den anden side.`,
    );
    this.freeSlug = freeSlug;
  }
}

export type RestoredPage = {
  id: string;
  slug: string;
  /** The address the page had when it was deleted. */
  oldSlug: string;
  /** What the old address does now (a 301 to the page, or something else that wins there). */
  oldAddress: OldAddressOutcome;
};

/**
 * Puts a deleted page back with its id, content, versions and address. When the address was taken
 * meanwhile, nothing is restored and SlugTakenError offers a free one; the owner confirms it by
 * restoring again with `slug` set to it (which must still be the one offered then; any other value is
 * ignored, so a forged slug can never become a page's address). A page restored on another
 * address gets a 301 from its old one, unless another page or redirect answers there.
 */
export async function restoreTrashedPage(
  companyId: string,
  pageId: string,
  slug?: string,
): Promise<RestoredPage> {
  if (!isPageId(pageId)) throw new AppError("NOT_FOUND", NOT_FOUND);
  return db().transaction(async (tx) => {
    // The company row serializes restores and creations, so the free address stays free until insert.
    await lockCompany(tx, companyId, { id: companies.id });
    const [trashed] = await tx
      .select()
      .from(pageTrash)
      .where(and(eq(pageTrash.pageId, pageId), eq(pageTrash.companyId, companyId)))
      .for("update");
    if (!trashed) throw new AppError("NOT_FOUND", NOT_FOUND);
    // Only an address the server can offer is taken (F10): the old one or "{old}-N", the form
    // SlugTakenError offers. Any other `slug` (../../admin, 5,000 characters, a NUL) is ignored.
    const oldSlug = trashed.page.slug;
    const wanted = slug !== undefined && isOfferedSlug(oldSlug, slug) ? slug : oldSlug;
    let free = await findFreeSlug(tx, companyId, wanted);
    if (free !== wanted) {
      const offer = wanted === oldSlug ? free : await findFreeSlug(tx, companyId, oldSlug);
      if (offer !== oldSlug) throw new SlugTakenError(oldSlug, offer);
      free = oldSlug;
    }
    const { createdAt, ...page } = trashed.page;
    await tx
      .insert(pages)
      .values({ ...page, id: pageId, companyId, slug: free, createdAt: new Date(createdAt) });
    await tx.delete(pageTrash).where(eq(pageTrash.pageId, pageId));
    const oldAddress = await recordRestoreRedirect(tx, companyId, pageId, trashed.page.slug, free);
    await bumpSiteVersion(tx, companyId);
    return { id: pageId, slug: free, oldSlug: trashed.page.slug, oldAddress };
  });
}

/** `slug` is the page's old address or one findFreeSlug offers for it ("{old}-2", "{old}-3", ...). */
function isOfferedSlug(oldSlug: string, slug: string): boolean {
  return (
    slug === oldSlug || (slug.startsWith(`${oldSlug}-`) && /^\d{1,6}$/.test(slug.slice(oldSlug.length + 1)))
  );
}

/**
 * Deletes the pages that have been in the trash for more than 30 days, with their versions. Runs
 * under a transaction-scoped advisory lock: while one instance works, the others skip (null).
 */
export async function purgeTrash(): Promise<number | null> {
  return db().transaction(async (tx) => {
    if (!(await tryJobLock(tx, TRASH_PURGE_LOCK_KEY))) return null;
    const purged = await tx
      .delete(pageTrash)
      .where(lt(pageTrash.deletedAt, sql`now() - make_interval(days => ${TRASH_DAYS})`))
      .returning({ pageId: pageTrash.pageId });
    for (const { pageId } of purged) {
      await tx.delete(pageVersions).where(eq(pageVersions.pageId, pageId));
    }
    if (purged.length > 0) log("info", "trashed pages purged", { count: purged.length });
    return purged.length;
  });
}

/** Every instance schedules the purge (45 s after start, then hourly); one at a time runs it. */
export const trashPurgeJob = hourlyJob("trash purge", TRASH_PURGE_LOCK_KEY, 45_000, purgeTrash);
