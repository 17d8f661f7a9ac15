import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import { isChecked, textOf } from "./form-fields";

export const AREA_TEXT_MAX = 2000;
export const AREA_INTRO_MAX = 300;

export const OMRAADE_MESSAGES = {
  empty: "Skriv mindst ét postnummer eller én by, eller slå afsnittet fra",
  tooLong: `Må højst være ${AREA_TEXT_MAX} tegn`,
} as const;

/**
 * /admin/sektioner/omraade: on/off and the towns/postcodes as typed ("8000, 8200 Aarhus N"). Whether
 * each entry is a real postcode is checked against the shipped list on the server (parseServiceArea).
 */
const omraadeSchema = z
  .object({
    enabled: z.boolean(),
    area: z.string().trim().max(AREA_TEXT_MAX, OMRAADE_MESSAGES.tooLong),
    /** The line above the list ("" = the trade's default). */
    intro: z.string().trim().max(AREA_INTRO_MAX, `Må højst være ${AREA_INTRO_MAX} tegn`),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.area === "") {
      ctx.addIssue({ code: "custom", path: ["area"], message: OMRAADE_MESSAGES.empty });
    }
  });
export type OmraadeInput = z.infer<typeof omraadeSchema>;

export function parseOmraadeForm(form: FormData) {
  return parseForm(form, omraadeSchema, {
    read: (posted) => ({
      enabled: isChecked(posted, "enabled"),
      area: textOf(posted, "area"),
      intro: textOf(posted, "intro"),
    }),
  });
}
