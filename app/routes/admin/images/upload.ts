import { IMAGE_MESSAGES, type ImageUploadResult, UPLOAD_REASONS } from "~/schemas/image";
import { requireOwner } from "~/server/auth/require-owner.server";
import { AppError } from "~/server/errors";
import { uploadImage } from "~/server/images/upload-image.server";
import type { Route } from "./+types/upload";
import { readUploadedFiles } from "./read-upload.server";
import { toUploadFailure } from "./upload-failure.server";

/** POST one image (multipart field "file") into the session's company archive; answers ImageUploadResult. */
export async function action({ request }: Route.ActionArgs): Promise<Response> {
  const { company, email } = await requireOwner(request);
  if (request.method !== "POST") {
    return Response.json({ ok: false, error: IMAGE_MESSAGES.uploadFailed } satisfies ImageUploadResult, {
      status: 405,
      headers: { Allow: "POST" },
    });
  }
  try {
    const [file] = await readUploadedFiles(request);
    if (!file) throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
    const { image, count } = await uploadImage({
      companyId: company.id,
      cvr: company.cvr,
      uploadedBy: email,
      fileName: file.fileName,
      bytes: file.bytes,
    });
    return Response.json({ ok: true, image, count } satisfies ImageUploadResult, { status: 201 });
  } catch (error) {
    const failure = toUploadFailure(error, IMAGE_MESSAGES.uploadFailed);
    return Response.json(failure.body satisfies ImageUploadResult, { status: failure.status });
  }
}
