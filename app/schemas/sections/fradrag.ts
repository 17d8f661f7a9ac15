import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import { isChecked, textOf } from "./form-fields";

export const FRADRAG_INTRO_MAX = 300;

/**
 * /admin/sektioner/fradrag: the explainer on or off, and its first line ("" = the trade's default).
 * The qualifying work, amounts and rules come from the trade and the year, not from the owner.
 */
const fradragSchema = z.object({
  enabled: z.boolean(),
  intro: z.string().trim().max(FRADRAG_INTRO_MAX, `Må højst være ${FRADRAG_INTRO_MAX} tegn`),
});
export type FradragInput = z.infer<typeof fradragSchema>;

export function parseFradragForm(form: FormData) {
  return parseForm(form, fradragSchema, {
    read: (posted) => ({ enabled: isChecked(posted, "enabled"), intro: textOf(posted, "intro") }),
  });
}
