import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { images, pages } from "~/db/schema";
import { slugFromName } from "~/lib/naming";
import { toPageContent, toPageDraft } from "~/lib/page-draft";
import { PAGE_NAME_REQUIRED, type PageDraft } from "~/schemas/page";
import { AppError } from "~/server/errors";
import { describePageChange } from "~/server/history/describe-page-change";
import { pageSnapshot } from "~/server/history/page-snapshot";
import { hasNoVersions, recordPageVersion } from "~/server/history/record-page-version.server";
import { recordRenameRedirect } from "~/server/redirects/record-rename-redirect.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { findFreeSlug } from "./find-free-slug.server";
import { isPageId } from "./is-page-id";
import { isSlugConflict } from "./is-slug-conflict.server";
import { pageTextColumns } from "./page-columns";
import { pageRevision } from "./page-revision.server";

export const PAGE_CONFLICT_MESSAGE =
  "Siden er blevet ændret et andet sted. Genindlæs siden for at se den nyeste udgave, før du gemmer.";
const ATTEMPTS = 3;

export type SavedPage = { id: string; slug: string; revision: string; draft: PageDraft };

export type SaveInput = {
  pageId: string;
  revision: string;
  draft: PageDraft;
  /** Who saves (the owner's login e-mail), kept with the version. */
  author?: string;
};

/** How a save differs when it restores an earlier version. */
export type SaveOptions = {
  /** The version's words instead of "what changed" (e.g. "Gendannet: version fra ..."). */
  summary?: string;
  /** Images deleted from the archive since the version was saved are left out instead of refused. */
  dropMissingImages?: boolean;
};

/**
 * Saves the editor's draft over one of the company's pages, only while the page is still at the
 * revision the owner started from (else CONFLICT, nothing written). A CMS page's slug follows its
 * name (SPEC §5), unique within the site; the homepage keeps its name and slug.
 */
export async function savePage(
  companyId: string,
  input: SaveInput,
  options: SaveOptions = {},
): Promise<SavedPage> {
  if (!isPageId(input.pageId)) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().transaction((tx) => saveInTransaction(tx, companyId, input, options));
    } catch (error) {
      if (!isSlugConflict(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The save itself; also used by "Gendan" (restore-page-version.server.ts), which saves a version's
 * content as a new save. Every save keeps a version (issue 12: "Tidligere versioner").
 */
export async function saveInTransaction(
  tx: Tx,
  companyId: string,
  input: SaveInput,
  options: SaveOptions = {},
): Promise<SavedPage> {
  const ownPage = and(eq(pages.id, input.pageId), eq(pages.companyId, companyId));
  const [current] = await tx
    .select({ type: pages.type, ...pageTextColumns, revision: pageRevision })
    .from(pages)
    .where(ownPage)
    .for("update");
  if (!current) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  if (current.revision !== input.revision) throw new AppError("CONFLICT", PAGE_CONFLICT_MESSAGE);

  const draft = options.dropMissingImages
    ? await withoutMissingImages(tx, companyId, input.draft, toPageDraft(current))
    : input.draft;
  const isHomepage = current.type === "homepage";
  const pageName = isHomepage ? current.pageName : draft.pageName.trim();
  if (!pageName) throw new AppError("VALIDATION", PAGE_NAME_REQUIRED, "pageName");
  await assertOwnImages(tx, companyId, draft, toPageDraft(current));

  let slug = current.slug;
  if (!isHomepage && pageName !== current.pageName) {
    const wanted = slugFromName(pageName);
    if (wanted !== current.slug) slug = await findFreeSlug(tx, companyId, wanted, input.pageId);
  }

  const [saved] = await tx
    .update(pages)
    .set({
      pageName,
      slug,
      title: draft.title,
      subtitle: draft.subtitle,
      layout: draft.layout,
      content: toPageContent(draft),
      metaTitle: draft.metaTitle.trim(),
      metaDescription: draft.metaDescription.trim(),
      // Strictly later than before, so the revision always changes.
      updatedAt: sql`greatest(clock_timestamp(), ${pages.updatedAt} + interval '1 microsecond')`,
    })
    .where(and(ownPage, sql`${pageRevision} = ${input.revision}`))
    .returning({ id: pages.id, ...pageTextColumns, revision: pageRevision });
  if (!saved) throw new AppError("CONFLICT", PAGE_CONFLICT_MESSAGE);
  // The old address keeps working: 301 to the page's new one (issue 12).
  await recordRenameRedirect(tx, companyId, saved.id, current.slug, saved.slug);
  const before = pageSnapshot(current);
  const after = pageSnapshot(saved);
  const author = input.author ?? "";
  if (await hasNoVersions(tx, input.pageId)) {
    // The page as it was before its first save, so the first save can be undone too.
    await recordPageVersion(tx, {
      companyId,
      pageId: input.pageId,
      author: "",
      summary: "Udgaven før første ændring",
      snapshot: before,
    });
  }
  await recordPageVersion(tx, {
    companyId,
    pageId: input.pageId,
    author,
    summary: options.summary ?? describePageChange(before, after),
    snapshot: after,
  });
  await bumpSiteVersion(tx, companyId);
  return { id: saved.id, slug: saved.slug, revision: saved.revision, draft: toPageDraft(saved) };
}

/** The keys of the company's archive images, every rendition included. */
async function archiveKeys(tx: Tx, companyId: string): Promise<Set<string>> {
  const archive = await tx
    .select({ path: images.path, variants: images.variants })
    .from(images)
    .where(eq(images.companyId, companyId));
  return new Set(archive.flatMap((image) => [image.path, ...image.variants.map((v) => v.key)]));
}

/** A restored version's draft without the images that have left the archive since. */
async function withoutMissingImages(
  tx: Tx,
  companyId: string,
  draft: PageDraft,
  before: PageDraft,
): Promise<PageDraft> {
  const own = await archiveKeys(tx, companyId);
  for (const key of [before.heroImage, before.mainImage, ...before.gallery.map((item) => item.image)]) {
    own.add(key);
  }
  const keep = (key: string) => (key && own.has(key) ? key : "");
  return {
    ...draft,
    heroImage: keep(draft.heroImage),
    mainImage: keep(draft.mainImage),
    gallery: draft.gallery.map((item) => ({ ...item, image: keep(item.image) })),
  };
}

/**
 * Images are referenced by storage key: a key must be one of the company's archive images, or one
 * the page already had (e.g. a default picture from the site's creation). No other company's files.
 */
async function assertOwnImages(tx: Tx, companyId: string, draft: PageDraft, before: PageDraft) {
  const wanted = new Set(
    [draft.heroImage, draft.mainImage, ...draft.gallery.map((item) => item.image)].filter(Boolean),
  );
  for (const key of [before.heroImage, before.mainImage, ...before.gallery.map((item) => item.image)]) {
    wanted.delete(key);
  }
  if (wanted.size === 0) return;
  const own = await archiveKeys(tx, companyId);
  for (const key of wanted) {
    if (!own.has(key)) throw new AppError("VALIDATION", "Billedet findes ikke i dit billedearkiv");
  }
}
