import { and, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages, projects } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import {
  PROJECT_MAX_PHOTOS,
  PROJECT_MESSAGES,
  PROJECT_MIN_PHOTOS,
  type ProjectFormValues,
  type ProjectPhoto,
  projectFieldsSchema,
  slugifyDanish,
  TOWN_SEGMENT,
} from "~/schemas/project";
import { AppError, isAppError } from "~/server/errors";
import { storeArchiveImages } from "~/server/images/store-archive-images.server";
import { findPostcode } from "~/server/sections/omraade/postcodes";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { copenhagenToday, tradeAllowsFradrag } from "./project-rules";
import type { ProjectFile } from "./read-project-form.server";

export type SaveProjectInput = {
  /** From requireOwner: the session's company, never a request value. */
  company: { id: string; cvr: string; name: string; industryDesc: string };
  uploadedBy: string;
  /** null: a new project. */
  projectId: string | null;
  values: ProjectFormValues;
  files: ProjectFile[];
  /** Existing photo indexes, or "before"/"after", to take off the project (they stay in the archive). */
  remove: string[];
  /** "publish" puts it on the site, "unpublish" takes it off, anything else keeps its state. */
  intent: string;
};

export type SaveProjectResult =
  | { ok: true; id: string; published: boolean }
  | { ok: false; errors: Record<string, string> };

/**
 * Creates or edits a project with its new photos, all in one transaction with one version bump (the
 * site's files are published after the commit, docs/decisions/026). A refusal changes nothing and
 * names each field's problem in Danish; new photos are then not kept (the form asks for them again).
 * A published project always has 2–8 photos; a draft may have fewer (one made from the inbox).
 */
export async function saveProject(input: SaveProjectInput): Promise<SaveProjectResult> {
  const errors: Record<string, string> = {};
  const parsed = projectFieldsSchema.safeParse(input.values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const fields = parsed.success ? parsed.data : null;
  // Each field is checked on its own, so one save names every problem at once.
  const postcode = input.values.postcode.trim();
  const place = /^\d{4}$/.test(postcode) ? findPostcode(postcode) : null;
  if (!place) errors.postcode ??= PROJECT_MESSAGES.postcodeUnknown;
  const doneOn = input.values.doneOn.trim();
  if (Number.isNaN(Date.parse(doneOn))) errors.doneOn ??= PROJECT_MESSAGES.date;
  else if (doneOn > copenhagenToday()) errors.doneOn ??= PROJECT_MESSAGES.dateFuture;

  const existing = input.projectId
    ? (
        await db()
          .select()
          .from(projects)
          .where(and(eq(projects.id, input.projectId), eq(projects.companyId, input.company.id)))
          .limit(1)
      )[0]
    : undefined;
  if (input.projectId && !existing) throw new AppError("NOT_FOUND", PROJECT_MESSAGES.notFound);

  if (fields?.servicePageId) {
    const [page] = !UUID.test(fields.servicePageId)
      ? []
      : await db()
          .select({ id: pages.id })
          .from(pages)
          .where(
            and(
              eq(pages.id, fields.servicePageId),
              eq(pages.companyId, input.company.id),
              ne(pages.type, "homepage"),
            ),
          )
          .limit(1);
    if (!page) errors.servicePageId ??= PROJECT_MESSAGES.service;
  }

  // The photos after this save: the kept ones with their (possibly edited) descriptions, then new ones.
  const removed = new Set(input.remove);
  const kept: ProjectPhoto[] = (existing?.photos ?? [])
    .map((photo, index) => ({ photo, index }))
    .filter(({ index }) => !removed.has(String(index)))
    .map(({ photo, index }) => ({
      image: photo.image,
      alt: input.values.photoAlts[index]?.trim() || photo.alt,
    }));
  const newGallery = input.files.filter((file) => file.field === "photos");
  const newBefore = input.files.find((file) => file.field === "before");
  const newAfter = input.files.find((file) => file.field === "after");
  const hasBefore = Boolean(newBefore) || (Boolean(existing?.before) && !removed.has("before"));
  const hasAfter = Boolean(newAfter) || (Boolean(existing?.after) && !removed.has("after"));
  const total = kept.length + newGallery.length + (hasBefore ? 1 : 0) + (hasAfter ? 1 : 0);
  const alt = input.values.alt.trim();
  if (input.files.length > 0 && !alt) errors.alt ??= PROJECT_MESSAGES.alt;
  if (kept.some((photo) => photo.alt.length > 250)) errors.photos ??= PROJECT_MESSAGES.altTooLong;
  if (hasBefore !== hasAfter) errors.before ??= PROJECT_MESSAGES.pairIncomplete;
  if (total > PROJECT_MAX_PHOTOS) errors.photos ??= PROJECT_MESSAGES.tooManyPhotos;
  const published =
    input.intent === "publish" ? true : input.intent === "unpublish" ? false : (existing?.published ?? false);
  if (published && total < PROJECT_MIN_PHOTOS) errors.photos ??= PROJECT_MESSAGES.tooFewPhotos;
  if (!fields || !place || Object.keys(errors).length > 0) {
    if (input.files.length > 0) errors.photos ??= PROJECT_MESSAGES.photosAgain;
    return { ok: false, errors };
  }

  const written: string[] = [];
  try {
    const id = await db().transaction(async (tx) => {
      const numbered = (index: number, count: number) => (count > 1 ? `${alt} (billede ${index + 1})` : alt);
      const galleryPaths = await storeArchiveImages(
        tx,
        {
          companyId: input.company.id,
          cvr: input.company.cvr,
          uploadedBy: input.uploadedBy,
          limitMessage: PROJECT_MESSAGES.archiveFull,
          files: [
            ...newGallery.map((file, index) => ({ ...file, alt: numbered(index, newGallery.length) })),
            ...(newBefore ? [{ ...newBefore, alt: input.values.beforeAlt.trim() || `Før: ${alt}` }] : []),
            ...(newAfter ? [{ ...newAfter, alt: input.values.afterAlt.trim() || `Efter: ${alt}` }] : []),
          ],
        },
        written,
      );
      const photos = [
        ...kept,
        ...newGallery.map((_, index) => ({
          image: galleryPaths[index]!,
          alt: numbered(index, newGallery.length),
        })),
      ];
      let next = newGallery.length;
      const pairPhoto = (
        file: ProjectFile | undefined,
        old: ProjectPhoto | null | undefined,
        key: "before" | "after",
        typed: string,
        fallback: string,
      ): ProjectPhoto | null => {
        if (file) return { image: galleryPaths[next++]!, alt: typed.trim() || fallback };
        if (!old || removed.has(key)) return null;
        return { image: old.image, alt: typed.trim() || old.alt };
      };
      const before = pairPhoto(newBefore, existing?.before, "before", input.values.beforeAlt, `Før: ${alt}`);
      const after = pairPhoto(newAfter, existing?.after, "after", input.values.afterAlt, `Efter: ${alt}`);
      const row = {
        title: fields.title,
        postcode: place.nr,
        town: place.name,
        servicePageId: fields.servicePageId || null,
        doneOn: fields.doneOn,
        text: fields.text,
        photos,
        before,
        after,
        fradrag: fields.fradrag && tradeAllowsFradrag(input.company),
        published,
        publishedAt: existing?.publishedAt ?? (published ? new Date() : null),
        updatedAt: new Date(),
      };
      let projectId: string;
      if (existing) {
        await tx.update(projects).set(row).where(eq(projects.id, existing.id));
        projectId = existing.id;
      } else {
        const slug = await freeSlug(tx, input.company.id, fields.title);
        const [inserted] = await tx
          .insert(projects)
          .values({ ...row, companyId: input.company.id, slug })
          .returning({ id: projects.id });
        projectId = inserted!.id;
      }
      await bumpSiteVersion(tx, input.company.id);
      return projectId;
    });
    return { ok: true, id, published };
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage().delete(key)));
    if (isAppError(error) && error.code === "LIMIT_REACHED")
      return { ok: false, errors: { photos: error.message } };
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SlugReader = Pick<ReturnType<typeof db>, "select">;

/** The title's slug, with -2, -3 … when another project of the firm has it. */
export async function freeSlug(tx: SlugReader, companyId: string, title: string): Promise<string> {
  const slug = slugifyDanish(title);
  // "i" is the town pages' segment (/udfoerte-opgaver/i/vejle), never a project's address.
  const base = slug && slug !== TOWN_SEGMENT ? slug : "opgave";
  const taken = new Set(
    (await tx.select({ slug: projects.slug }).from(projects).where(eq(projects.companyId, companyId))).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
