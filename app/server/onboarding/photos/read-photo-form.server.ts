import { MAX_UPLOAD_BYTES } from "~/schemas/image";
import { PHOTO_STEP, type PhotoStepFields } from "~/schemas/onboarding-photos";
import { type ArchivePhoto, readArchivePhotos } from "~/server/images/read-archive-photos.server";

type ReadPhoto = ArchivePhoto<"work" | "logo" | "ownerPhoto">;

export type PhotoFormRead = {
  fields: PhotoStepFields;
  photos: ReadPhoto[];
  /** The first problem with a file or the request, in Danish; then no photo of this post is kept. */
  error: string | null;
};

/**
 * Reads the photo step's multipart body as it streams in: the ticks, the owner's name and line, and
 * at most 6 work photos, a logo and an owner photo of at most 15 MB each, counted chunk by chunk.
 * Each photo goes through the archive's pipeline (sniffed, pixel-capped, re-encoded) once it has
 * arrived, one at a time, so a bad file is named before anything is stored.
 */
export async function readPhotoForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): Promise<PhotoFormRead> {
  const fields: PhotoStepFields = { chosen: [], ownerName: "", ownerLine: "", back: false };
  const counts = { work: 0, logo: 0, ownerPhoto: 0 };
  const read = await readArchivePhotos(body, contentType, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 8, fields: 40, fieldSize: 8 * 1024, parts: 60 },
    messages: PHOTO_STEP,
    fileFields: ["work", "logo", "ownerPhoto"],
    field: (name, value) => {
      if (name === "chosen") fields.chosen.push(value);
      else if (name === "ownerName") fields.ownerName = value;
      else if (name === "ownerLine") fields.ownerLine = value;
      else if (name === "back") fields.back = true;
    },
    take: (field) => {
      counts[field] += 1;
      if (field === "work") return counts.work > PHOTO_STEP.maxWork ? PHOTO_STEP.tooMany : true;
      return counts[field] === 1;
    },
  });
  return { fields, photos: read.photos, error: read.error };
}
