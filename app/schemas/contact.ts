import { z } from "zod/mini";

const CONTACT_NAME_MAX = 200;
const CONTACT_EMAIL_MAX = 320;
export const CONTACT_MESSAGE_MAX = 5000;

const INVALID_EMAIL = "Indtast en gyldig email";

/** A required text field: trimmed, not empty, at most `max` characters. */
function requiredText(missing: string, max: number, tooLong: string) {
  return z.string(missing).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

/**
 * The contact form (/kontakt) and POST /api/sendContactEmail (SPEC §2, §7): name, email and message,
 * all required. The form validates with it before sending; the server validates again. Written with
 * zod/mini because it ships to the browser with the form.
 */
export const contactSchema = z.object({
  name: requiredText("Navn er påkrævet", CONTACT_NAME_MAX, `Navnet må højst være ${CONTACT_NAME_MAX} tegn`),
  email: z.pipe(requiredText("Email er påkrævet", CONTACT_EMAIL_MAX, INVALID_EMAIL), z.email(INVALID_EMAIL)),
  message: requiredText(
    "Besked er påkrævet",
    CONTACT_MESSAGE_MAX,
    `Beskeden må højst være ${CONTACT_MESSAGE_MAX} tegn`,
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactField = keyof ContactInput;

/** The first message per field, for showing next to each input. */
export function contactFieldErrors(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === "name" || field === "email" || field === "message") errors[field] ??= issue.message;
  }
  return errors;
}

/** The name of the hidden spam-trap field: people leave it empty, form-filling robots do not. */
export const CONTACT_HONEYPOT_FIELD = "website";
