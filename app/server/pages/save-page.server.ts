import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { images, pages } from "~/db/schema";
import { slugFromName } from "~/lib/naming";
import { PAGE_NAME_REQUIRED, type PageDraft } from "~/schemas/page";
import { AppError } from "~/server/errors";
import { recordRenameRedirect } from "~/server/redirects/record-rename-redirect.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { findFreeSlug } from "./find-free-slug.server";
import { isPageId } from "./is-page-id";
import { isSlugConflict } from "./is-slug-conflict.server";
import { toPageContent, toPageDraft } from "./page-draft";
import { pageRevision } from "./page-revision.server";

export const PAGE_CONFLICT_MESSAGE =
  "Siden er blevet ændret et andet sted. Genindlæs siden for at se den nyeste udgave, før du gemmer.";
const ATTEMPTS = 3;

export type SavedPage = { id: string; slug: string; revision: string; draft: PageDraft };

/**
 * Saves the editor's draft over one of the company's pages, only while the page is still at the
 * revision the owner started from (else CONFLICT, nothing written). A CMS page's slug follows its
 * name (SPEC §5), unique within the site; the homepage keeps its name and slug.
 */
export async function savePage(
  companyId: string,
  input: { pageId: string; revision: string; draft: PageDraft },
): Promise<SavedPage> {
  if (!isPageId(input.pageId)) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().transaction((tx) => saveInTransaction(tx, companyId, input));
    } catch (error) {
      if (!isSlugConflict(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function saveInTransaction(
  tx: Tx,
  companyId: string,
  input: { pageId: string; revision: string; draft: PageDraft },
): Promise<SavedPage> {
  const ownPage = and(eq(pages.id, input.pageId), eq(pages.companyId, companyId));
  const [current] = await tx
    .select({
      type: pages.type,
      pageName: pages.pageName,
      slug: pages.slug,
      title: pages.title,
      subtitle: pages.subtitle,
      layout: pages.layout,
      content: pages.content,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
      revision: pageRevision,
    })
    .from(pages)
    .where(ownPage)
    .for("update");
  if (!current) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  if (current.revision !== input.revision) throw new AppError("CONFLICT", PAGE_CONFLICT_MESSAGE);

  const draft = input.draft;
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
    .returning({
      id: pages.id,
      pageName: pages.pageName,
      slug: pages.slug,
      title: pages.title,
      subtitle: pages.subtitle,
      layout: pages.layout,
      content: pages.content,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
      revision: pageRevision,
    });
  if (!saved) throw new AppError("CONFLICT", PAGE_CONFLICT_MESSAGE);
  // The old address keeps working: 301 to the page's new one (issue 12).
  await recordRenameRedirect(tx, companyId, saved.id, current.slug, saved.slug);
  await bumpSiteVersion(tx, companyId);
  return { id: saved.id, slug: saved.slug, revision: saved.revision, draft: toPageDraft(saved) };
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
  const archive = await tx
    .select({ path: images.path, variants: images.variants })
    .from(images)
    .where(eq(images.companyId, companyId));
  const own = new Set(archive.flatMap((image) => [image.path, ...image.variants.map((v) => v.key)]));
  for (const key of wanted) {
    if (!own.has(key)) throw new AppError("VALIDATION", "Billedet findes ikke i dit billedearkiv");
  }
}
