import { UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { readUploadedFiles, type UploadedFile } from "./read-upload.server";
import { toUploadFailure, type UploadFailure } from "./upload-failure.server";

/**
 * The JSON answer of an endpoint the browser sends one file to (with progress): 405 for anything but
 * a POST; `admit` may refuse before the body is read (a rate limit: a refused upload costs nothing);
 * then the file (multipart field "file") goes to `store`, whose answer is sent. A refused or failed
 * upload answers `failed` and, when the file itself was refused, the reason.
 */
export async function answerUpload(
  request: Request,
  upload: {
    failed: string;
    admit?: () => Promise<Response | undefined>;
    store: (file: UploadedFile) => Promise<Response>;
  },
): Promise<Response> {
  if (request.method !== "POST") {
    return Response.json({ ok: false, error: upload.failed } satisfies UploadFailure, {
      status: 405,
      headers: { Allow: "POST" },
    });
  }
  const refused = await upload.admit?.();
  if (refused) return refused;
  try {
    const [file] = await readUploadedFiles(request);
    if (!file) throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
    return await upload.store(file);
  } catch (error) {
    const failure = toUploadFailure(error, upload.failed);
    return Response.json(failure.body, { status: failure.status });
  }
}
