import { z } from "zod";
import { isChecked, sectionFormResult } from "./form-fields";

/** /admin/sektioner/fradrag: the explainer on or off (what it says comes from the trade and the year). */
export const fradragSchema = z.object({ enabled: z.boolean() });
export type FradragInput = z.infer<typeof fradragSchema>;

export function parseFradragForm(form: FormData) {
  return sectionFormResult(fradragSchema.safeParse({ enabled: isChecked(form, "enabled") }));
}
