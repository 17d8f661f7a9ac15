import busboy from "busboy";

/** What one form's multipart reader decides; the streaming, the limits and the file bytes are shared. */
export type MultipartForm = {
  limits: busboy.Limits;
  /** Danish messages: the body cannot be read, a file is over `limits.fileSize`. */
  unreadable: string;
  tooLarge: (fileName: string) => string;
  field: (name: string, value: string) => void;
  /** A file input with a file chosen, as it ends: false passes over it (it may have failed the read). */
  chosen: (name: string) => boolean;
  /** A chosen file that arrived whole while nothing has failed. */
  file: (name: string, fileName: string, bytes: Buffer) => void;
  /** More files than `limits.files`. */
  tooManyFiles: () => void;
  /**
   * The whole request over `maxBytes`: `exceeded` is told and parsing stops; the rest of the body is
   * read and thrown away up to `drainUpTo` bytes (so the browser gets the answer rather than a reset
   * connection), or not read at all without it.
   */
  overflow?: { maxBytes: number; exceeded: () => void; drainUpTo?: number };
  /** The read's first problem wins; once it has one, no more file bytes are kept. */
  fail: (message: string) => void;
  failed: () => boolean;
};

/**
 * Streams a multipart body through busboy, chunk by chunk, into the form's callbacks. False when the
 * body is not multipart at all (nothing of it is read then). File names are read as UTF-8 ("køkken.jpg";
 * busboy's default is Latin-1). Resolves once the body is read; the form awaits its own processing.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  form: MultipartForm,
): Promise<boolean> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: form.limits,
    });
  } catch {
    return false;
  }
  parser.on("field", form.field);
  parser.on("file", (name, stream, info) => {
    const fileName = info.filename ?? "";
    const chunks: Buffer[] = [];
    let size = 0;
    // A body cut short (over the limit) ends the file stream with an error: already answered.
    stream.on("error", () => form.fail(form.unreadable));
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (!stream.truncated && !form.failed()) chunks.push(chunk);
    });
    stream.on("limit", () => form.fail(form.tooLarge(fileName)));
    stream.on("end", () => {
      if (fileName === "" && size === 0) return; // an input with no file chosen
      if (!form.chosen(name) || stream.truncated || form.failed()) return;
      const bytes = Buffer.concat(chunks);
      chunks.length = 0;
      form.file(name, fileName, bytes);
    });
  });
  parser.on("filesLimit", form.tooManyFiles);
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      form.fail(form.unreadable);
      resolve();
    });
  });

  const reader = body?.getReader();
  let total = 0;
  let overflow = false;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (overflow) {
        if (total > (form.overflow?.drainUpTo ?? 0)) {
          await reader.cancel().catch(() => {});
          break;
        }
        continue;
      }
      if (form.overflow && total > form.overflow.maxBytes) {
        overflow = true;
        form.overflow.exceeded();
        parser.destroy();
        if (form.overflow.drainUpTo === undefined) {
          await reader.cancel().catch(() => {});
          break;
        }
        continue;
      }
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
    }
  }
  if (!overflow) {
    parser.end();
    await finished;
  }
  return true;
}
