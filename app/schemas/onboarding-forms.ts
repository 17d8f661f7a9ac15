import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import { accountSchema, websiteChoiceSchema } from "./onboarding";
import { textOf } from "./sections/form-fields";

// The onboarding steps' plain form posts (ADR 037): read here, so app/server gets plain values.

/** A checkbox that counts when it is sent at all (the onboarding's send "1" or "on"). */
const ticked = () =>
  z
    .string()
    .optional()
    .transform((value) => value !== undefined);

/**
 * What a step's form holds, as typed and unchecked: the buttons (`intent`, `back`), the step it came
 * from, and the values kept in the draft for browser Back and reload (never the password).
 */
const typedAnswersSchema = z.object({
  intent: z.string(),
  back: ticked(),
  step: z.string(),
  cvr: z.string(),
  choice: z.string(),
  otherUrl: z.string(),
  noWebsite: ticked(),
  email: z.string(),
  acceptPrivacy: ticked(),
});
export type TypedAnswers = z.output<typeof typedAnswersSchema>;

const NOTHING_TYPED: TypedAnswers = {
  intent: "",
  back: false,
  step: "",
  cvr: "",
  choice: "",
  otherUrl: "",
  noWebsite: false,
  email: "",
  acceptPrivacy: false,
};

export function readTypedAnswers(form: FormData): TypedAnswers {
  const parsed = parseForm(form, typedAnswersSchema);
  // Every field is text: only a file sent in a text field's place fails, and then nothing is kept.
  return parsed.ok ? parsed.data : NOTHING_TYPED;
}

/**
 * Step 2: the radio `choice` (only shown when a website was found, so "other" without it), `otherUrl`
 * and the `noWebsite` checkbox. `foundUrl` comes from the server's lookup, never from the form.
 */
export function readWebsiteForm(form: FormData, foundUrl: string | undefined) {
  return parseForm(form, websiteChoiceSchema, {
    read: (posted) => ({
      choice: foundUrl ? textOf(posted, "choice") || undefined : "other",
      foundUrl,
      otherUrl: textOf(posted, "otherUrl"),
      noWebsite: posted.has("noWebsite"),
    }),
  });
}

/** Step 3 (the same rules as the browser's check before streaming). */
export function readAccountForm(form: FormData) {
  return parseForm(form, accountSchema, {
    omitValues: ["password", "confirmPassword"],
    read: (posted) => ({
      email: textOf(posted, "email"),
      password: textOf(posted, "password"),
      confirmPassword: textOf(posted, "confirmPassword"),
      acceptPrivacy: posted.has("acceptPrivacy"),
    }),
  });
}
