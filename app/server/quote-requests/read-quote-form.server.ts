import { UPLOAD_REASONS } from "~/schemas/image";
import {
  EMPTY_QUOTE_VALUES,
  QUOTE_DRAIN_LIMIT_BYTES,
  QUOTE_MAX_PHOTO_BYTES,
  QUOTE_MAX_PHOTOS,
  QUOTE_MAX_REQUEST_BYTES,
  QUOTE_MESSAGES,
  QUOTE_TEXT_FIELDS,
  type QuoteFormValues,
} from "~/schemas/quote-request";
import { isAppError } from "~/server/errors";
import { processImage, type Rendition } from "~/server/images/process-image.server";
import { readMultipart } from "~/server/images/read-multipart.server";

/** Pixels a quote request's photos may have together: two 48 Mpx phone photos, or many ordinary ones. */
const QUOTE_PHOTO_PIXELS = 100_000_000;

export type ProcessedPhoto = { fileName: string; renditions: Rendition[] };

export type QuoteFormRead = {
  values: QuoteFormValues;
  /** The honeypot field: filled in only by robots. */
  honeypot: string;
  /** The fill-time token of a re-rendered form (hidden field), if any. */
  fillToken: string;
  photos: ProcessedPhoto[];
  /** Whether the visitor attached any file (they must choose photos again after an error). */
  attachedFiles: boolean;
  /** The first problem with the photos or the request as a whole, in Danish. */
  photoError: string | null;
};

/** Anything beyond this is not read at all: the connection is dropped. */
const DRAIN_LIMIT_BYTES = QUOTE_DRAIN_LIMIT_BYTES;

/**
 * Reads the quote form's multipart body as it streams in (busboy): text fields, and up to five
 * photos of at most 10 MB each, the whole request at most 40 MB, counted chunk by chunk. Each photo
 * goes through the archive's safe pipeline (sniffed type, pixel limit before decoding, WebP
 * re-encode, metadata dropped) as soon as it has arrived, so at most one raw photo per request waits
 * in memory. After a limit is hit the rest of the body is read and thrown away (up to a cap), so the
 * browser gets the Danish answer instead of a reset connection.
 */
export async function readQuoteForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): Promise<QuoteFormRead> {
  const values: QuoteFormValues = { ...EMPTY_QUOTE_VALUES };
  const result: QuoteFormRead = {
    values,
    honeypot: "",
    fillToken: "",
    photos: [],
    attachedFiles: false,
    photoError: null,
  };
  const fail = (message: string) => {
    result.photoError ??= message;
  };
  const processing: Promise<void>[] = [];
  // All photos of one request together (F11): 5 × 50 Mpx per anonymous request was too much work.
  const budget = { pixelsLeft: QUOTE_PHOTO_PIXELS };
  const ordered: { index: number; photo: ProcessedPhoto }[] = [];

  const multipart = await readMultipart(body, contentType, {
    limits: {
      fileSize: QUOTE_MAX_PHOTO_BYTES,
      files: QUOTE_MAX_PHOTOS,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 40,
    },
    unreadable: QUOTE_MESSAGES.formUnreadable,
    tooLarge: QUOTE_MESSAGES.photoTooLarge,
    field: (name, value) => {
      if ((QUOTE_TEXT_FIELDS as readonly string[]).includes(name))
        values[name as keyof QuoteFormValues] = value;
      else if (name === "website") result.honeypot = value;
      else if (name === "ft") result.fillToken = value;
    },
    chosen: () => {
      result.attachedFiles = true;
      return true;
    },
    file: (_name, fileName, bytes) => {
      const index = processing.length;
      processing.push(
        processImage(bytes, "request", budget).then(
          (renditions) => {
            ordered.push({ index, photo: { fileName, renditions } });
          },
          (error: unknown) => fail(photoRefusal(error, fileName)),
        ),
      );
    },
    tooManyFiles: () => {
      result.attachedFiles = true;
      fail(QUOTE_MESSAGES.tooManyPhotos);
    },
    overflow: {
      maxBytes: QUOTE_MAX_REQUEST_BYTES,
      exceeded: () => {
        result.attachedFiles = true;
        result.photoError = QUOTE_MESSAGES.requestTooLarge;
      },
      drainUpTo: DRAIN_LIMIT_BYTES,
    },
    fail,
    failed: () => result.photoError !== null,
  });
  // Not multipart at all: an empty form.
  if (!multipart) {
    await drain(body);
    return result;
  }
  await Promise.all(processing);
  // Photos keep the order in which they were sent; after any refusal none is kept.
  if (result.photoError === null)
    result.photos = ordered.sort((a, b) => a.index - b.index).map((entry) => entry.photo);
  return result;
}

function photoRefusal(error: unknown, fileName: string): string {
  const reason = isAppError(error) ? error.message : "";
  if (reason === UPLOAD_REASONS.tooManyPixels || reason === UPLOAD_REASONS.tooManyPixelsTogether)
    return reason;
  if (reason === UPLOAD_REASONS.notImage || reason === UPLOAD_REASONS.svg)
    return QUOTE_MESSAGES.notImage(fileName);
  return QUOTE_MESSAGES.photoUnreadable(fileName);
}

export async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  const reader = body?.getReader();
  if (!reader) return;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.length;
    if (total > DRAIN_LIMIT_BYTES) {
      await reader.cancel();
      return;
    }
  }
}
