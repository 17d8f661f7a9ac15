import { MAX_UPLOAD_BYTES, UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";

/** The whole request body may exceed one file's limit by the multipart framing, no more. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export type UploadedFile = { fileName: string; bytes: Buffer };

const tooLarge = () => new AppError("VALIDATION", UPLOAD_REASONS.tooLarge, "file");

/**
 * The files of a multipart upload (field "file"), read with the body size capped BEFORE parsing:
 * a declared Content-Length over the cap is refused at once, and a body that streams past it is cut
 * off there. Nothing unbounded is ever buffered.
 */
export async function readUploadedFiles(request: Request): Promise<UploadedFile[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }

  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
  }
  const files: UploadedFile[] = [];
  for (const entry of form.getAll("file")) {
    if (typeof entry === "string" || entry.size === 0) continue;
    files.push({ fileName: entry.name, bytes: Buffer.from(await entry.arrayBuffer()) });
  }
  return files;
}
