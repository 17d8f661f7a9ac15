import { MAX_UPLOAD_BYTES } from "~/schemas/image";
import {
  emptyProjectValues,
  PROJECT_MAX_PHOTOS,
  PROJECT_MAX_REQUEST_BYTES,
  PROJECT_MESSAGES,
  type ProjectFormValues,
} from "~/schemas/project";
import { type ArchivePhoto, readArchivePhotos } from "~/server/images/read-archive-photos.server";

export type ProjectFile = ArchivePhoto<"photos" | "before" | "after">;

export type ProjectFormRead = {
  values: ProjectFormValues;
  /** "save" | "publish" | "unpublish" | "delete" | "from-quote", as the pressed button says. */
  intent: string;
  /** Indexes of existing photos ticked "Fjern"; "before"/"after" for the pair. */
  remove: string[];
  /** The won request a draft is made from (the inbox's button). */
  fromQuote: string;
  files: ProjectFile[];
  /** The first problem with a file or the request, in Danish; then no file of this post is kept. */
  error: string | null;
};

/**
 * Reads the project form's multipart body as it streams in (a plain form post from a phone, so it
 * works without JavaScript): the text fields and at most 8 photos of at most 15 MB each, each sent
 * through the archive's pipeline (sniffed, pixel-capped, re-encoded, metadata stripped) one at a time.
 */
export async function readProjectForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): Promise<ProjectFormRead> {
  const values = emptyProjectValues("");
  const result: ProjectFormRead = {
    values,
    intent: "save",
    remove: [],
    fromQuote: "",
    files: [],
    error: null,
  };
  let fileCount = 0;
  const read = await readArchivePhotos(body, contentType, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: PROJECT_MAX_PHOTOS + 2,
      fields: 60,
      fieldSize: 16 * 1024,
      parts: 80,
    },
    messages: {
      unreadable: PROJECT_MESSAGES.unreadable,
      tooLarge: PROJECT_MESSAGES.tooLarge,
      tooMany: PROJECT_MESSAGES.tooManyPhotos,
      notImage: PROJECT_MESSAGES.notImage,
      unreadableFile: PROJECT_MESSAGES.unreadableFile,
    },
    fileFields: ["photos", "before", "after"],
    field: (name, value) => {
      const photoAlt = /^photoAlt_(\d)$/.exec(name);
      if (photoAlt) values.photoAlts[Number(photoAlt[1])] = value;
      else if (name === "fradrag") values.fradrag = value === "1";
      else if (name === "remove") result.remove.push(value);
      else if (name === "intent") result.intent = value;
      else if (name === "fra") result.fromQuote = value;
      else if (
        name === "title" ||
        name === "postcode" ||
        name === "servicePageId" ||
        name === "doneOn" ||
        name === "text" ||
        name === "alt" ||
        name === "beforeAlt" ||
        name === "afterAlt"
      )
        values[name] = value;
    },
    take: () => {
      fileCount += 1;
      return fileCount > PROJECT_MAX_PHOTOS ? PROJECT_MESSAGES.tooManyPhotos : true;
    },
    // The HTTP layer cuts bodies above this (server/request-guards.ts); the same bound for a caller that bypasses it.
    maxRequestBytes: { bytes: PROJECT_MAX_REQUEST_BYTES, message: PROJECT_MESSAGES.requestTooLarge },
  });
  result.files = read.photos;
  result.error = read.error;
  return result;
}
