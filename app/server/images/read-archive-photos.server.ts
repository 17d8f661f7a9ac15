import type busboy from "busboy";
import { UPLOAD_REASONS } from "~/schemas/image";
import { isAppError } from "~/server/errors";
import { processImage, type Rendition } from "~/server/images/process-image.server";
import { readMultipart } from "~/server/images/read-multipart.server";

export type ArchivePhoto<Field extends string> = { field: Field; fileName: string; renditions: Rendition[] };

/** A form's Danish messages for its photos and the request. */
type ArchivePhotoMessages = {
  unreadable: string;
  tooLarge: (fileName: string) => string;
  tooMany: string;
  notImage: (fileName: string) => string;
  unreadableFile: (fileName: string) => string;
};

type ArchivePhotoForm<Field extends string> = {
  limits: busboy.Limits;
  messages: ArchivePhotoMessages;
  /** The file inputs read; files of any other input are passed over. */
  fileFields: readonly Field[];
  field: (name: string, value: string) => void;
  /** Whether a chosen file of this input is read: true, false to pass over it, or the Danish reason the read fails. */
  take: (field: Field) => boolean | string;
  /** The whole request's bound, for a caller that bypasses the HTTP layer's (server/request-guards.ts). */
  maxRequestBytes?: { bytes: number; message: string };
};

/**
 * Reads a form's multipart body as it streams in, with its photos for the image archive: each one
 * goes through the archive's pipeline (sniffed, pixel-capped, re-encoded, metadata stripped) once it
 * has arrived, one at a time, so a bad file is named before anything is stored. After the first
 * problem (`error`, in Danish) no photo of the post is kept.
 */
export async function readArchivePhotos<Field extends string>(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  form: ArchivePhotoForm<Field>,
): Promise<{ photos: ArchivePhoto<Field>[]; error: string | null }> {
  const { messages } = form;
  const photos: ArchivePhoto<Field>[] = [];
  const read: { error: string | null } = { error: null };
  const fail = (message: string) => {
    read.error ??= message;
  };
  let queue: Promise<void> = Promise.resolve();
  const limit = form.maxRequestBytes;
  const isFileField = (name: string): name is Field => (form.fileFields as readonly string[]).includes(name);

  const multipart = await readMultipart(body, contentType, {
    limits: form.limits,
    unreadable: messages.unreadable,
    tooLarge: messages.tooLarge,
    field: form.field,
    chosen: (name) => {
      if (!isFileField(name)) return false;
      const taken = form.take(name);
      if (typeof taken === "string") fail(taken);
      return taken === true;
    },
    file: (name, fileName, bytes) => {
      const field = name as Field;
      queue = queue.then(() =>
        processImage(bytes, "archive").then(
          (renditions) => {
            photos.push({ field, fileName, renditions });
          },
          (reason: unknown) => fail(refusal(reason, fileName, messages)),
        ),
      );
    },
    tooManyFiles: () => fail(messages.tooMany),
    overflow: limit && { maxBytes: limit.bytes, exceeded: () => fail(limit.message) },
    fail,
    failed: () => read.error !== null,
  });
  if (!multipart) return { photos: [], error: messages.unreadable };
  await queue;
  return { photos: read.error === null ? photos : [], error: read.error };
}

function refusal(error: unknown, fileName: string, messages: ArchivePhotoMessages): string {
  const reason = isAppError(error) ? error.message : "";
  if (reason === UPLOAD_REASONS.notImage || reason === UPLOAD_REASONS.svg) return messages.notImage(fileName);
  if (reason === UPLOAD_REASONS.tooManyPixels) return `${fileName}: ${reason}`;
  return messages.unreadableFile(fileName);
}
