import { z } from "zod";
import { normalizedField } from "./normalized-field";

/**
 * The "Få et tilbud" form on customer sites (issue 10): one schema for the form's rendering and the
 * server's check, with the Danish messages shown next to each field. Plain module (no server imports).
 */

export const QUOTE_NAME_MAX = 100;
const QUOTE_EMAIL_MAX = 254;
const QUOTE_ADDRESS_MAX = 200;
const QUOTE_DESCRIPTION_MIN = 10;
export const QUOTE_DESCRIPTION_MAX = 4000;
export const QUOTE_MAX_PHOTOS = 5;
export const QUOTE_MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The whole multipart request, counted while it streams in. */
export const QUOTE_MAX_REQUEST_BYTES = 40 * 1024 * 1024;
/**
 * A request over the limit is still read (and thrown away) up to here, so the visitor gets the form
 * back with a Danish message instead of a dropped connection; beyond it nothing more is read.
 */
export const QUOTE_DRAIN_LIMIT_BYTES = QUOTE_MAX_REQUEST_BYTES + 24 * 1024 * 1024;
/** What the photo input offers; "image/*" lets phones offer the camera. */
export const QUOTE_PHOTO_ACCEPT = "image/*";

/** Where a request stands for the owner (admin inbox). */
export const QUOTE_STATUSES = ["new", "contacted", "quoted", "won", "done", "lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What the visitor sent: the quote form, or the short "Ring mig op" form (issue 25). */
const QUOTE_KINDS = ["quote", "callback"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

/** When the visitor wants the job done. */
const QUOTE_TIMINGS = ["asap", "month", "flexible"] as const;
export type QuoteTiming = (typeof QUOTE_TIMINGS)[number];

/** How long requests are kept, in months (the owner's choice; 12 by default). */
export const QUOTE_RETENTION_MONTHS = [3, 6, 12, 24] as const;

export const QUOTE_TIMING_OPTIONS = [
  { value: "asap", label: "Hurtigst muligt" },
  { value: "month", label: "Inden for en måned" },
  { value: "flexible", label: "Fleksibelt" },
] as const;

export const QUOTE_STATUS_LABELS = {
  new: "Ny",
  contacted: "Kontaktet",
  quoted: "Tilbud sendt",
  won: "Vundet",
  /** Issue 26: the job is finished; from here the owner may ask for a review (within 14 days). */
  done: "Udført",
  lost: "Tabt",
} as const;

export const QUOTE_MESSAGES = {
  name: "Skriv dit navn",
  nameTooLong: `Navnet må højst være ${QUOTE_NAME_MAX} tegn`,
  contactMissing: "Skriv et telefonnummer eller en e-mail, så vi kan kontakte dig",
  phoneInvalid: "Skriv et dansk telefonnummer med 8 cifre, f.eks. 12 34 56 78",
  emailInvalid: "Skriv en gyldig e-mail, f.eks. navn@eksempel.dk",
  address: "Skriv adresse eller postnummer",
  addressTooLong: `Adressen må højst være ${QUOTE_ADDRESS_MAX} tegn`,
  descriptionTooShort: `Beskriv opgaven med mindst ${QUOTE_DESCRIPTION_MIN} tegn`,
  descriptionTooLong: "Beskrivelsen må højst være 4.000 tegn",
  htmlNotAllowed: "Skriv kun almindelig tekst uden HTML-koder",
  timing: "Vælg hvornår opgaven skal laves",
  tooManyPhotos: `Du kan højst vedhæfte ${QUOTE_MAX_PHOTOS} billeder`,
  photoTooLarge: (file: string) => `Billedet "${file}" er for stort. Hvert billede må højst fylde 10 MB.`,
  notImage: (file: string) =>
    `Filen "${file}" er ikke et billede. Vælg billeder i JPEG-, PNG-, WebP-, GIF- eller AVIF-format.`,
  photoUnreadable: (file: string) => `Billedet "${file}" kunne ikke læses. Vælg et andet billede.`,
  formUnreadable: "Formularen kunne ikke læses. Prøv igen.",
  requestTooLarge: "Forespørgslen er for stor. Billederne må tilsammen højst fylde 40 MB.",
  photosAgain: "Vælg dine billeder igen, før du sender.",
  tooFast: "Formularen blev sendt meget hurtigt. Tjek oplysningerne, og tryk på Send igen.",
  alreadySent:
    "Formularen er allerede sendt én gang. Tjek oplysningerne, og tryk på Send igen, hvis det er en ny forespørgsel.",
  storeFailed: "Vi kunne ikke gemme din forespørgsel lige nu. Prøv igen om lidt – din tekst er bevaret.",
  rateLimited: "Der er sendt mange forespørgsler på kort tid. Prøv igen om en time, eller ring til os.",
} as const;

/** A Danish phone number (8 digits, optionally +45/0045 and spaces) as "12 34 56 78", or null. */
export function normalizeDanishPhone(input: string): string | null {
  const compact = input.replace(/[\s.-]/g, "");
  const match = /^(?:\+45|0045)?(\d{8})$/.exec(compact);
  if (!match) return null;
  return match[1]!.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/**
 * A form's Danish phone number, as "12 34 56 78", or `message`; left empty it stays "" unless required.
 * At most 40 characters: beyond that it is not a phone number however many spaces it holds.
 */
export function danishPhoneField(message: string, { required = false } = {}) {
  const normalize = (value: string) =>
    value === "" && !required ? "" : (normalizeDanishPhone(value) ?? undefined);
  return normalizedField(40, message, normalize, message);
}

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/**
 * An HTML tag such as <b>, </p>, <script ...> or <!-- (a "<" directly followed by a letter, "/" or "!").
 * Text is always shown as text, but a request written in markup is spam or an attack, never a customer:
 * it is refused with a message. "<3" or "a < b" are ordinary text and pass.
 */
const HTML_TAG = /<[/!]?[a-zA-Z!][^<>]*>/;
const withoutHtml = (value: string) => !HTML_TAG.test(value);

/** Both contact fields left empty: said at once, also while other fields are still wrong. */
const noContact = (value: { phone?: unknown; email?: unknown }) =>
  String(value.phone ?? "").trim() === "" && String(value.email ?? "").trim() === "";
const CONTACT_RULE = { message: QUOTE_MESSAGES.contactMissing, when: () => true };

/** The form's text fields as parseForm reads them (ADR 037); photos are read while they stream. */
export const quoteRequestSchema = z
  .object({
    name: trimmed(QUOTE_NAME_MAX, QUOTE_MESSAGES.nameTooLong)
      .min(1, QUOTE_MESSAGES.name)
      .refine(withoutHtml, QUOTE_MESSAGES.htmlNotAllowed),
    phone: danishPhoneField(QUOTE_MESSAGES.phoneInvalid),
    email: trimmed(QUOTE_EMAIL_MAX, QUOTE_MESSAGES.emailInvalid).refine(
      (value) => value === "" || z.email().safeParse(value).success,
      QUOTE_MESSAGES.emailInvalid,
    ),
    address: trimmed(QUOTE_ADDRESS_MAX, QUOTE_MESSAGES.addressTooLong)
      .min(1, QUOTE_MESSAGES.address)
      .refine(withoutHtml, QUOTE_MESSAGES.htmlNotAllowed),
    description: z
      .string()
      .trim()
      .min(QUOTE_DESCRIPTION_MIN, QUOTE_MESSAGES.descriptionTooShort)
      .max(QUOTE_DESCRIPTION_MAX, QUOTE_MESSAGES.descriptionTooLong)
      .refine(withoutHtml, QUOTE_MESSAGES.htmlNotAllowed),
    timing: z.enum(QUOTE_TIMINGS, QUOTE_MESSAGES.timing),
  })
  .refine((value) => !noContact(value), { ...CONTACT_RULE, path: ["phone"] })
  .refine((value) => !noContact(value), { ...CONTACT_RULE, path: ["email"] });

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;
export type QuoteField = keyof QuoteRequestInput | "photos" | "form";
export const QUOTE_TEXT_FIELDS = ["name", "phone", "email", "address", "description", "timing"] as const;
export type QuoteFormValues = Record<(typeof QUOTE_TEXT_FIELDS)[number], string>;
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

export const EMPTY_QUOTE_VALUES: QuoteFormValues = {
  name: "",
  phone: "",
  email: "",
  address: "",
  description: "",
  timing: "",
};
