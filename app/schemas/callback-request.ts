import { normalizeDanishPhone, QUOTE_NAME_MAX } from "./quote-request";

/**
 * "Ring mig op" (issue 25): the short form beside the quote form and on /ring-mig-op. Name, phone and
 * when; a plain POST that lands in the inbox as a request of kind "callback". Plain module.
 */
export const CALLBACK_TIMES = ["asap", "morning", "afternoon", "evening"] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];

export const CALLBACK_TIME_LABELS: Record<CallbackTime, string> = {
  asap: "Hurtigst muligt",
  morning: "I formiddag (8–12)",
  afternoon: "I eftermiddag (12–16)",
  evening: "Efter kl. 16",
};

export const CALLBACK_MESSAGES = {
  name: "Skriv dit navn",
  nameTooLong: `Navnet må højst være ${QUOTE_NAME_MAX} tegn`,
  phone: "Skriv et dansk telefonnummer med 8 cifre, f.eks. 12 34 56 78",
  when: "Vælg hvornår vi skal ringe",
} as const;

export type CallbackFields = { name: string; phone: string; when: string };
export type CallbackInput = { name: string; phone: string; when: CallbackTime };

/** The form's values checked: the clean input, or the Danish message per field. */
export function parseCallbackForm(
  fields: CallbackFields,
):
  | { ok: true; value: CallbackInput }
  | { ok: false; fieldErrors: Partial<Record<keyof CallbackFields, string>> } {
  const errors: Partial<Record<keyof CallbackFields, string>> = {};
  const name = fields.name.trim().replace(/\s+/g, " ");
  if (!name) errors.name = CALLBACK_MESSAGES.name;
  else if (name.length > QUOTE_NAME_MAX) errors.name = CALLBACK_MESSAGES.nameTooLong;
  const phone = normalizeDanishPhone(fields.phone);
  if (!phone) errors.phone = CALLBACK_MESSAGES.phone;
  const when = (CALLBACK_TIMES as readonly string[]).includes(fields.when)
    ? (fields.when as CallbackTime)
    : null;
  if (!when) errors.when = CALLBACK_MESSAGES.when;
  if (Object.keys(errors).length > 0 || !phone || !when) return { ok: false, fieldErrors: errors };
  return { ok: true, value: { name, phone, when } };
}
