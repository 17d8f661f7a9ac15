import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { images, projects, quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { MAX_IMAGES } from "~/schemas/image";
import { PROJECT_MAX_PHOTOS, PROJECT_MESSAGES, PROJECT_TEXT_MAX } from "~/schemas/project";
import { AppError } from "~/server/errors";
import { processImage } from "~/server/images/process-image.server";
import { type ArchiveFile, storeArchiveImages } from "~/server/images/store-archive-images.server";
import { log } from "~/server/log.server";
import { findPostcode } from "~/server/sections/omraade/postcodes";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { copenhagenToday } from "./project-rules";
import { freeSlug } from "./save-project.server";

/**
 * A request the owner marked "Vundet" becomes a project draft: the task text, the town (the first
 * Danish postcode in the address) and the photos (copied into the archive, up to its free places)
 * carry over. The customer's name, phone, e-mail and street address are never copied: a draft is
 * published only by the owner, from what the draft holds. Returns the draft's id.
 */
export async function createProjectFromQuote(
  input: { company: { id: string; cvr: string; name: string }; uploadedBy: string },
  quoteId: string,
): Promise<{ id: string; photosLeftOut: number }> {
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) throw new AppError("NOT_FOUND", "Forespørgslen blev ikke fundet.");
  const [request] = await db()
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, quoteId), eq(quoteRequests.companyId, input.company.id)))
    .limit(1);
  if (!request) throw new AppError("NOT_FOUND", "Forespørgslen blev ikke fundet.");
  if (request.status !== "won")
    throw new AppError("VALIDATION", "Kun en vundet forespørgsel kan blive til en opgave.");

  const postcode = [...request.address.matchAll(/\b(\d{4})\b/g)]
    .map((match) => findPostcode(match[1]!))
    .find((found) => found !== null);
  const free = MAX_IMAGES - (await db().$count(images, eq(images.companyId, input.company.id)));
  const wanted = request.photos.slice(0, PROJECT_MAX_PHOTOS);
  const files: ArchiveFile[] = [];
  for (const [index, photo] of wanted.slice(0, Math.max(free, 0)).entries()) {
    try {
      const file = await storage().get(photo.key);
      if (!file) continue;
      files.push({
        fileName: `opgave-${index + 1}.webp`,
        renditions: await processImage(file.body, "archive"),
        alt: `Opgave udført af ${input.company.name}`,
      });
    } catch (error) {
      log("warn", "request photo not copied to a project", {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const title = postcode ? `Opgave i ${postcode.name}` : "Ny opgave";
  const written: string[] = [];
  try {
    const id = await db().transaction(async (tx) => {
      const paths = await storeArchiveImages(
        tx,
        {
          ...input,
          companyId: input.company.id,
          cvr: input.company.cvr,
          files,
          limitMessage: PROJECT_MESSAGES.archiveFull,
        },
        written,
      );
      const [row] = await tx
        .insert(projects)
        .values({
          companyId: input.company.id,
          slug: await freeSlug(tx, input.company.id, title),
          title,
          postcode: postcode?.nr ?? "",
          town: postcode?.name ?? "",
          doneOn: copenhagenToday(),
          text: request.description.slice(0, PROJECT_TEXT_MAX),
          photos: paths.map((image, index) => ({ image, alt: files[index]!.alt })),
          published: false,
          quoteRequestId: request.id,
        })
        .returning({ id: projects.id });
      // A draft is not on the site, but its photos are new archive images: one version bump as any edit.
      await bumpSiteVersion(tx, input.company.id);
      return row!.id;
    });
    return { id, photosLeftOut: wanted.length - files.length };
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage().delete(key)));
    throw error;
  }
}
