import { data } from "react-router";
import type { ImageAltResult } from "~/components/admin/image-alt-form";
import { domainFailure } from "~/server/domain-failure.server";
import { setImageAlt } from "~/server/images/set-image-alt.server";

/** The archive action's answer to an alt-text save (intent=alt): saved, or the reason with the typed text. */
export async function answerImageAlt(companyId: string, form: FormData) {
  const imageId = String(form.get("imageId") ?? "");
  const value = String(form.get("alt") ?? "");
  try {
    const alt = await setImageAlt(companyId, imageId, value);
    return data<ImageAltResult>({ ok: true, altSaved: { imageId, alt } });
  } catch (error) {
    const failure = domainFailure(error, "image alt not saved", "Kunne ikke gemme alt-teksten", {
      companyId,
    });
    return data<ImageAltResult>(
      { ok: false, error: failure.message, altFor: { imageId, value } },
      { status: failure.status },
    );
  }
}
