import { z } from "zod";
import { IMAGE_ALT_INTENT } from "~/components/admin/image-alt-form";
import { parseForm } from "~/lib/parse-form";
import { setImageAlt } from "~/server/images/set-image-alt.server";
import { actionDone, actionFailed } from "../../action-result.server";

const ALT_FORM = z.object({ imageId: z.string(), alt: z.string() });

/**
 * The archive action's answer to an alt-text save (intent=alt): saved (`data` is the stored text), or
 * the reason on the field with the typed text kept; `values.imageId` says which image's form it was.
 */
export async function answerImageAlt(companyId: string, form: FormData) {
  const parsed = parseForm(form, ALT_FORM);
  const { imageId, alt } = parsed.ok ? parsed.data : { imageId: "", alt: "" };
  try {
    const saved = await setImageAlt(companyId, imageId, alt);
    return actionDone({ intent: IMAGE_ALT_INTENT, data: { imageId, alt: saved } });
  } catch (error) {
    return actionFailed(error, {
      intent: IMAGE_ALT_INTENT,
      log: "image alt not saved",
      fallback: "Kunne ikke gemme alt-teksten",
      fields: { companyId },
      values: parsed.values,
    });
  }
}
