import { IMAGE_MESSAGES, PLAIN_UPLOAD_INTENT, UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { uploadImage } from "~/server/images/upload-image.server";
import { actionDone, actionInvalid } from "../../action-result.server";
import { readUploadedFiles } from "./read-upload.server";
import { toUploadFailure } from "./upload-failure.server";

/**
 * The archive's plain multipart form (works without JavaScript): every chosen file stored for the
 * signed-in owner's company. A refusal says why on `file` (the reason the file itself was refused).
 */
export async function answerPlainUpload(
  request: Request,
  owner: { companyId: string; cvr: string; uploadedBy: string },
) {
  try {
    const files = await readUploadedFiles(request);
    if (files.length === 0) throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
    for (const file of files) await uploadImage({ ...owner, fileName: file.fileName, bytes: file.bytes });
    const message =
      files.length === 1 ? "Billedet blev uploadet." : `${files.length} billeder blev uploadet.`;
    return actionDone({ intent: PLAIN_UPLOAD_INTENT, message });
  } catch (error) {
    const failure = toUploadFailure(error, IMAGE_MESSAGES.uploadFailed);
    return actionInvalid({
      intent: PLAIN_UPLOAD_INTENT,
      message: failure.body.error,
      fieldErrors: failure.body.reason ? { file: failure.body.reason } : {},
      status: failure.status,
    });
  }
}
