import busboy from "busboy";
import { MAX_UPLOAD_BYTES, UPLOAD_REASONS } from "~/schemas/image";
import {
  PROJECT_MAX_PHOTOS,
  PROJECT_MAX_REQUEST_BYTES,
  PROJECT_MESSAGES,
  type ProjectFormValues,
} from "~/schemas/project";
import { isAppError } from "~/server/errors";
import { processImage, type Rendition } from "~/server/images/process-image.server";

export type ProjectFile = { field: "photos" | "before" | "after"; fileName: string; renditions: Rendition[] };

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

const FILE_FIELDS = new Set(["photos", "before", "after"]);

/**
 * Reads the project form's multipart body as it streams in (a plain form post from a phone, so it
 * works without JavaScript): the text fields and at most 8 photos of at most 15 MB each, each sent
 * through the archive's pipeline (sniffed, pixel-capped, re-encoded, metadata stripped) one at a time.
 */
export async function readProjectForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): Promise<ProjectFormRead> {
  const values: ProjectFormValues = {
    title: "",
    postcode: "",
    servicePageId: "",
    doneOn: "",
    text: "",
    alt: "",
    fradrag: false,
    photoAlts: [],
    beforeAlt: "",
    afterAlt: "",
  };
  const result: ProjectFormRead = {
    values,
    intent: "save",
    remove: [],
    fromQuote: "",
    files: [],
    error: null,
  };
  const fail = (message: string) => {
    result.error ??= message;
  };
  let queue: Promise<void> = Promise.resolve();
  let fileCount = 0;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: PROJECT_MAX_PHOTOS + 2,
        fields: 60,
        fieldSize: 16 * 1024,
        parts: 80,
      },
    });
  } catch {
    result.error = PROJECT_MESSAGES.unreadable;
    return result;
  }
  parser.on("field", (name, value) => {
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
  });
  parser.on("file", (name, stream, info) => {
    const fileName = info.filename ?? "";
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("error", () => fail(PROJECT_MESSAGES.unreadable));
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (!stream.truncated && result.error === null) chunks.push(chunk);
    });
    stream.on("limit", () => fail(PROJECT_MESSAGES.tooLarge(fileName)));
    stream.on("end", () => {
      if (fileName === "" && size === 0) return; // a file input with nothing chosen
      if (!FILE_FIELDS.has(name)) return;
      fileCount += 1;
      if (fileCount > PROJECT_MAX_PHOTOS) return fail(PROJECT_MESSAGES.tooManyPhotos);
      if (stream.truncated || result.error !== null) return;
      const bytes = Buffer.concat(chunks);
      chunks.length = 0;
      const field = name as ProjectFile["field"];
      queue = queue.then(() =>
        processImage(bytes, "archive").then(
          (renditions) => {
            result.files.push({ field, fileName, renditions });
          },
          (error: unknown) => fail(refusal(error, fileName)),
        ),
      );
    });
  });
  parser.on("filesLimit", () => fail(PROJECT_MESSAGES.tooManyPhotos));
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      fail(PROJECT_MESSAGES.unreadable);
      resolve();
    });
  });

  const reader = body?.getReader();
  let total = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > PROJECT_MAX_REQUEST_BYTES_GUARD) {
        fail(PROJECT_MESSAGES.requestTooLarge);
        await reader.cancel().catch(() => {});
        break;
      }
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
    }
  }
  parser.end();
  await finished;
  await queue;
  if (result.error !== null) result.files = [];
  return result;
}

// The HTTP layer cuts bodies above PROJECT_MAX_REQUEST_BYTES (server/request-guards.ts); this is the
// same bound for a caller that bypasses it.
const PROJECT_MAX_REQUEST_BYTES_GUARD = PROJECT_MAX_REQUEST_BYTES;

function refusal(error: unknown, fileName: string): string {
  const reason = isAppError(error) ? error.message : "";
  if (reason === UPLOAD_REASONS.notImage || reason === UPLOAD_REASONS.svg)
    return PROJECT_MESSAGES.notImage(fileName);
  if (reason === UPLOAD_REASONS.tooManyPixels) return `${fileName}: ${reason}`;
  return PROJECT_MESSAGES.unreadableFile(fileName);
}
