import busboy from "busboy";
import { MAX_UPLOAD_BYTES, UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";

/** The whole request body may exceed one file's limit by the multipart framing, no more. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export type UploadedFile = { fileName: string; bytes: Buffer };

const tooLarge = () => new AppError("VALIDATION", UPLOAD_REASONS.tooLarge, "file");
const noFile = () => new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");

/**
 * The file of a multipart upload (field "file"), parsed by busboy as the body streams in, as the quote
 * form's photos are: a declared Content-Length over the cap is refused at once, a file is refused the
 * moment it passes 15 MB (not when the body ends), and the body as a whole is cut off at the cap.
 * Only the first file is kept; other parts are skipped unread into memory.
 */
export async function readUploadedFiles(request: Request): Promise<UploadedFile[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw noFile();
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) throw noFile();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as UTF-8 ("værksted.png"); busboy's default reads them as Latin-1.
      defParamCharset: "utf8",
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 40 },
    });
  } catch {
    throw noFile();
  }
  const reader = request.body.getReader();
  return await new Promise<UploadedFile[]>((resolve, reject) => {
    const files: UploadedFile[] = [];
    let settled = false;
    const finish = (error: AppError | null) => {
      if (settled) return;
      settled = true;
      void reader.cancel().catch(() => {});
      if (error) reject(error);
      else resolve(files);
    };
    parser.on("file", (name, stream, info) => {
      if (name !== "file") {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => finish(tooLarge()));
      stream.on("error", () => finish(noFile()));
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        if (!stream.truncated && bytes.length > 0) files.push({ fileName: info.filename ?? "", bytes });
      });
    });
    parser.on("error", () => finish(noFile()));
    parser.on("close", () => finish(null));

    void (async () => {
      let total = 0;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (settled) return;
          if (done) break;
          total += value.byteLength;
          if (total > MAX_BODY_BYTES) return finish(tooLarge());
          parser.write(value);
        }
        parser.end();
      } catch {
        finish(noFile());
      }
    })();
  });
}
