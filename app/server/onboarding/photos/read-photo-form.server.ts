import busboy from "busboy";
import { MAX_UPLOAD_BYTES, UPLOAD_REASONS } from "~/schemas/image";
import { PHOTO_STEP, type PhotoStepFields } from "~/schemas/onboarding-photos";
import { isAppError } from "~/server/errors";
import { processImage, type Rendition } from "~/server/images/process-image.server";

type ReadPhoto = { field: "work" | "logo" | "ownerPhoto"; fileName: string; renditions: Rendition[] };

export type PhotoFormRead = {
  fields: PhotoStepFields;
  photos: ReadPhoto[];
  /** The first problem with a file or the request, in Danish; then no photo of this post is kept. */
  error: string | null;
};

const FILE_FIELDS = new Set(["work", "logo", "ownerPhoto"]);

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
  const result: PhotoFormRead = { fields, photos: [], error: null };
  const fail = (message: string) => {
    result.error ??= message;
  };
  const counts = { work: 0, logo: 0, ownerPhoto: 0 };
  let queue: Promise<void> = Promise.resolve();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as UTF-8 ("køkken.jpg"); busboy's default reads them as Latin-1.
      defParamCharset: "utf8",
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 8, fields: 40, fieldSize: 8 * 1024, parts: 60 },
    });
  } catch {
    result.error = PHOTO_STEP.unreadable;
    return result;
  }
  parser.on("field", (name, value) => {
    if (name === "chosen") fields.chosen.push(value);
    else if (name === "ownerName") fields.ownerName = value;
    else if (name === "ownerLine") fields.ownerLine = value;
    else if (name === "back") fields.back = true;
  });
  parser.on("file", (name, stream, info) => {
    const fileName = info.filename ?? "";
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("error", () => fail(PHOTO_STEP.unreadable));
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (!stream.truncated && result.error === null) chunks.push(chunk);
    });
    stream.on("limit", () => fail(PHOTO_STEP.tooLarge(fileName)));
    stream.on("end", () => {
      if (fileName === "" && size === 0) return; // an input with no file chosen
      if (!FILE_FIELDS.has(name)) return;
      const field = name as ReadPhoto["field"];
      counts[field] += 1;
      if (field === "work" && counts.work > PHOTO_STEP.maxWork) return fail(PHOTO_STEP.tooMany);
      if (field !== "work" && counts[field] > 1) return;
      if (stream.truncated || result.error !== null) return;
      const bytes = Buffer.concat(chunks);
      chunks.length = 0;
      queue = queue.then(() =>
        processImage(bytes, "archive").then(
          (renditions) => {
            result.photos.push({ field, fileName, renditions });
          },
          (error: unknown) => fail(refusal(error, fileName)),
        ),
      );
    });
  });
  parser.on("filesLimit", () => fail(PHOTO_STEP.tooMany));
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      fail(PHOTO_STEP.unreadable);
      resolve();
    });
  });

  const reader = body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
    }
  }
  parser.end();
  await finished;
  await queue;
  if (result.error !== null) result.photos = [];
  return result;
}

function refusal(error: unknown, fileName: string): string {
  const reason = isAppError(error) ? error.message : "";
  if (reason === UPLOAD_REASONS.notImage || reason === UPLOAD_REASONS.svg)
    return PHOTO_STEP.notImage(fileName);
  if (reason === UPLOAD_REASONS.tooManyPixels) return `${fileName}: ${reason}`;
  return PHOTO_STEP.unreadableFile(fileName);
}
