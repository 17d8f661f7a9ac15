import { z } from "zod";

/**
 * "Anmeldelser" (issue 13): links to the company's review pages, up to six quotes the owner enters,
 * and the statement markedsføringsloven § 6 b, stk. 4 requires: whether and how the trader makes sure
 * the reviews come from customers who actually bought the work. Plain module: the browser loads it too.
 */

export const MAX_QUOTES = 6;
const QUOTE_TEXT_MAX = 500;
export const ANMELDELSER_INTRO_MAX = 600;

/** The honest choices the owner picks from; the wording per trade is reviewCheckText (app/content). */
export const REVIEW_CHECKS = ["faktura", "ikke-kontrolleret"] as const;

/** Said whenever the section links to review sites: their checks are theirs, not ours. */
export const PLATFORM_CHECK_TEXT =
  "Anmeldelserne på de sider, vi linker til, modtages og kontrolleres af siderne selv efter deres egne regler; vi kan ikke ændre eller fjerne dem.";

export const REVIEW_SITES = {
  // Google's own domains only: google.com, google.<country> (.dk, .de), google.co.<cc>, google.com.<cc>
  // (before: google.<anything>, e.g. google.evil.example, which the QR code then printed).
  google: {
    label: "Google",
    hosts: /^(www\.)?(google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})|g\.page|maps\.app\.goo\.gl|g\.co)$/,
  },
  trustpilot: { label: "Trustpilot", hosts: /^([a-z]{2}\.|www\.)?trustpilot\.com$/ },
  anmeldHaandvaerker: { label: "Anmeld Håndværker", hosts: /^(www\.)?anmeld-haandvaerker\.dk$/ },
} as const;
export type ReviewSite = keyof typeof REVIEW_SITES;

/** Trustpilot's Automatic Feedback Service addresses: <anything>@invite.trustpilot.com. */
const TRUSTPILOT_AFS = /^[^\s@<>",]+@invite\.trustpilot\.com$/i;

const siteUrl = (site: ReviewSite) =>
  z
    .string()
    .trim()
    .max(500, "Adressen må højst være 500 tegn")
    .refine((value) => value === "" || isSiteUrl(value, site), {
      message: `Skriv den fulde adresse til jeres side hos ${REVIEW_SITES[site].label}, der starter med https://`,
    });

export function isSiteUrl(value: string, site: ReviewSite): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && REVIEW_SITES[site].hosts.test(url.hostname);
  } catch {
    return false;
  }
}

const quoteSchema = z.object({
  name: z.string().trim().min(1, "Skriv kundens navn").max(60, "Navnet må højst være 60 tegn"),
  town: z.string().trim().max(60, "Byen må højst være 60 tegn"),
  text: z
    .string()
    .trim()
    .min(1, "Skriv hvad kunden skrev")
    .max(QUOTE_TEXT_MAX, `Anmeldelsen må højst være ${QUOTE_TEXT_MAX} tegn`),
  // A date picker gives no format to follow: an empty date asks for one, a broken one for a real one.
  date: z.iso.date({
    error: (issue) => (issue.input === "" ? "Vælg datoen for udtalelsen" : "Vælg en gyldig dato"),
  }),
  /** Stars the customer gave in their own review (1-5); null = none given. Never invented. */
  rating: z
    .number("Vælg 1 til 5 stjerner")
    .int()
    .min(1, "Vælg 1 til 5 stjerner")
    .max(5, "Vælg 1 til 5 stjerner")
    .nullable(),
});

export const anmeldelserFormSchema = z
  .object({
    enabled: z.boolean(),
    /** The owner's intro; "" = the trade's default (app/content/section-texts/anmeldelser.ts). */
    intro: z
      .string()
      .trim()
      .max(ANMELDELSER_INTRO_MAX, `Teksten må højst være ${ANMELDELSER_INTRO_MAX} tegn`)
      .default(""),
    links: z.object({
      google: siteUrl("google"),
      trustpilot: siteUrl("trustpilot"),
      anmeldHaandvaerker: siteUrl("anmeldHaandvaerker"),
    }),
    /**
     * Trustpilot's Automatic Feedback Service address (issue 26): a review request then goes to it in
     * BCC, so Trustpilot sends its own verified invitation, instead of carrying a plain Trustpilot link.
     */
    trustpilotAfs: z
      .string()
      .trim()
      .max(200, "Adressen må højst være 200 tegn")
      .refine((value) => value === "" || TRUSTPILOT_AFS.test(value), {
        message:
          "Skriv adressen fra Trustpilot (Automatic Feedback Service), der slutter på @invite.trustpilot.com",
      })
      .default(""),
    quotes: z.array(quoteSchema).max(MAX_QUOTES, `Højst ${MAX_QUOTES} anmeldelser`),
    check: z.enum(REVIEW_CHECKS, "Vælg hvordan I kontrollerer anmeldelserne"),
  })
  .superRefine((value, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    value.quotes.forEach((quote, i) => {
      if (quote.date > today)
        ctx.addIssue({
          code: "custom",
          path: ["quotes", i, "date"],
          message: "Datoen kan ikke ligge i fremtiden",
        });
    });
  });
export type AnmeldelserData = z.infer<typeof anmeldelserFormSchema>;

export function defaultAnmeldelser(): AnmeldelserData {
  return {
    enabled: false,
    intro: "",
    links: { google: "", trustpilot: "", anmeldHaandvaerker: "" },
    trustpilotAfs: "",
    quotes: [],
    check: "ikke-kontrolleret",
  };
}
