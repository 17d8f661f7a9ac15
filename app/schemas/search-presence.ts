import { z } from "zod";

/**
 * The "Synlighed på Google" form (issue 26): the search engines' site-verification tokens and what the
 * owner says their Google Business Profile shows. Browser-safe; the server parses with the same schema.
 */
export const SEARCH_PRESENCE_MESSAGES = {
  google:
    "Koden fra Google Search Console består af bogstaver, tal, - og _ (typisk 43 tegn). Du kan også indsætte hele meta-tagget.",
  bing: "Koden fra Bing Webmaster Tools er 32 tegn (0-9 og A-F). Du kan også indsætte hele meta-tagget.",
  tooLong: "Højst 200 tegn",
  phone: "Skriv telefonnummeret med 8 cifre, fx 12 34 56 78",
} as const;

/**
 * The token out of what the owner pasted: the bare token, or the whole `<meta name="…" content="…">`
 * tag the consoles show. Anything else is returned as typed, for the format check to refuse.
 */
function verificationToken(pasted: string, metaName: string): string {
  const value = pasted.trim();
  if (!value.startsWith("<")) return value;
  const name = /name\s*=\s*["']([^"']*)["']/i.exec(value)?.[1];
  const content = /content\s*=\s*["']([^"']*)["']/i.exec(value)?.[1];
  return name?.toLowerCase() === metaName && content ? content.trim() : value;
}

/** Google's google-site-verification content: base64url characters (43 today; a little leeway). */
const GOOGLE_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/** Bing's msvalidate.01 content: 32 hexadecimal characters. */
const BING_TOKEN = /^[0-9A-Fa-f]{32}$/;

const optionalText = z.string().trim().max(200, SEARCH_PRESENCE_MESSAGES.tooLong);

export const searchPresenceSchema = z.object({
  googleVerification: z
    .string()
    .transform((value) => verificationToken(value, "google-site-verification"))
    .refine((value) => value === "" || GOOGLE_TOKEN.test(value), SEARCH_PRESENCE_MESSAGES.google),
  bingVerification: z
    .string()
    .transform((value) => verificationToken(value, "msvalidate.01").toUpperCase())
    .refine((value) => value === "" || BING_TOKEN.test(value), SEARCH_PRESENCE_MESSAGES.bing),
  gbpName: optionalText,
  gbpAddress: optionalText,
  gbpPhone: optionalText.refine(
    (value) => value === "" || /^(?:\+45|0045)?\d{8}$/.test(value.replace(/[\s.-]/g, "")),
    SEARCH_PRESENCE_MESSAGES.phone,
  ),
});

export type SearchPresenceValues = z.input<typeof searchPresenceSchema>;
export type SearchPresenceFields = keyof SearchPresenceValues;

/** One difference the NAP check found, in Danish, for the dashboard. */
export type NapDifference = { field: "name" | "address" | "phone"; message: string };

/** What the dashboard's NAP card shows. */
export type NapCheckView = {
  /** The CVR register could not be asked (quota, outage): said so, the check then covers Google only. */
  cvrUnavailable: boolean;
  /** The owner has not told us what their Google Business Profile shows. */
  businessProfileMissing: boolean;
  differences: NapDifference[];
};
