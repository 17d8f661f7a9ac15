import { z } from "zod";
import { danishPhoneField, QUOTE_MESSAGES, QUOTE_NAME_MAX } from "./quote-request";

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

// Name and phone in the quote form's words: a visitor who uses both forms reads the same message.
export const CALLBACK_MESSAGES = {
  name: QUOTE_MESSAGES.name,
  nameTooLong: QUOTE_MESSAGES.nameTooLong,
  phone: QUOTE_MESSAGES.phoneInvalid,
  when: "Vælg hvornår vi skal ringe",
} as const;

/**
 * The form as parseForm reads it (ADR 037): the clean input, or the Danish message per field.
 * `website` is the honeypot, read so the route can tell a robot from a visitor.
 */
export const callbackFormSchema = z.object({
  name: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, CALLBACK_MESSAGES.name).max(QUOTE_NAME_MAX, CALLBACK_MESSAGES.nameTooLong)),
  phone: danishPhoneField(CALLBACK_MESSAGES.phone, { required: true }),
  when: z.enum(CALLBACK_TIMES, CALLBACK_MESSAGES.when),
  website: z.string().optional(),
});

export type CallbackInput = Omit<z.output<typeof callbackFormSchema>, "website">;
