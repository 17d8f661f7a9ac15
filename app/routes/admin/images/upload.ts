import { IMAGE_MESSAGES, type ImageUploadResult } from "~/schemas/image";
import { requireOwner } from "~/server/auth/require-owner.server";
import { uploadImage } from "~/server/images/upload-image.server";
import type { Route } from "./+types/upload";
import { answerUpload } from "./answer-upload.server";

/** POST one image (multipart field "file") into the session's company archive; answers ImageUploadResult. */
export async function action({ request }: Route.ActionArgs): Promise<Response> {
  const { company, email } = await requireOwner(request);
  return answerUpload(request, {
    failed: IMAGE_MESSAGES.uploadFailed,
    store: async (file) => {
      const { image, count } = await uploadImage({
        companyId: company.id,
        cvr: company.cvr,
        uploadedBy: email,
        fileName: file.fileName,
        bytes: file.bytes,
      });
      return Response.json({ ok: true, image, count } satisfies ImageUploadResult, { status: 201 });
    },
  });
}
