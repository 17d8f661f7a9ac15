import { IMAGE_MESSAGES, type LogoUploadResult } from "~/schemas/image";
import { requireOwner } from "~/server/auth/require-owner.server";
import { uploadLogo } from "~/server/images/upload-logo.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { renderSiteImagesInBackground } from "~/server/sections/images/render-site-images-in-background.server";
import type { Route } from "./+types/logo";
import { answerUpload } from "./answer-upload.server";

/**
 * Logo uploads per company and hour (F14): each is decoded and stored, and kept while a version names
 * it. Counted before the file is read or decoded, so a refused upload costs nothing.
 */
export const LOGO_UPLOADS_PER_HOUR = 20;
const TOO_MANY = "Du har skiftet logo mange gange. Vent en time, og prøv igen.";

/** POST /admin/settings/logo: one image (field "file") becomes the session's company logo; answers LogoUploadResult. */
export async function action({ request }: Route.ActionArgs): Promise<Response> {
  const { company, email } = await requireOwner(request);
  return answerUpload(request, {
    failed: IMAGE_MESSAGES.logoFailed,
    admit: async () =>
      (await hitRateLimit(`logo-upload:${company.id}`, LOGO_UPLOADS_PER_HOUR, 3600))
        ? undefined
        : Response.json(
            { ok: false, error: IMAGE_MESSAGES.logoFailed, reason: TOO_MANY } satisfies LogoUploadResult,
            { status: 429, headers: { "Retry-After": "3600" } },
          ),
    store: async (file) => {
      const { logoUrl } = await uploadLogo({
        companyId: company.id,
        cvr: company.cvr,
        fileName: file.fileName,
        bytes: file.bytes,
        author: email,
      });
      // The share image and icons follow in the background; the site keeps its old ones until then.
      renderSiteImagesInBackground(company.id);
      return Response.json({ ok: true, logoUrl } satisfies LogoUploadResult);
    },
  });
}
