import { z } from "zod";
import { normalizeCustomDomain } from "~/lib/naming";
import { checkbox, parseForm } from "~/lib/parse-form";
import { THEME_IDS } from "~/lib/theme-ids";
import type { OpeningHours, Weekday } from "~/schemas/site-content";
import { normalizedField } from "./normalized-field";
import { PASSWORD_MIN_LENGTH } from "./password";

/**
 * The settings form (/admin/settings, SPEC §2 "Settings", §5): one schema that the browser runs before
 * sending and the server runs again before saving. Plain module: no server imports (the browser loads it).
 */

// The weekday names are repeated here (not imported from the Drizzle schema) so the browser bundle
// does not pull in drizzle-orm; `satisfies` keeps the two lists the same.
export const SETTINGS_WEEKDAYS = [
  "Mandag",
  "Tirsdag",
  "Onsdag",
  "Torsdag",
  "Fredag",
  "Lørdag",
  "Søndag",
] as const satisfies readonly Weekday[];

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const tooLong = (max: number) => `Må højst være ${max} tegn`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));

const HTTP_SCHEME = /^https?:\/\//i;

/** SPEC §5: social inputs are shown without a leading http:// or https://. */
export function socialForDisplay(stored: string): string {
  return stored.replace(HTTP_SCHEME, "");
}

/**
 * SPEC §5: stored with https:// in front (an http:// or https:// the owner typed is replaced), blank → "".
 * Returns null when what is left is not a web address (no host with a dot, spaces, other schemes).
 */
export function socialForStorage(input: string): string | null {
  const bare = input.trim().replace(HTTP_SCHEME, "");
  if (bare === "") return "";
  if (/\s/.test(bare)) return null;
  let url: URL;
  try {
    url = new URL(`https://${bare}`);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "" || url.port !== "") return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname)) return null;
  return `https://${bare}`;
}

const socialField = normalizedField(
  300,
  tooLong(300),
  (value) => socialForStorage(value) ?? undefined,
  "Indtast en gyldig webadresse, f.eks. facebook.com/ditfirma",
);

/**
 * SPEC §5 custom domain: https:// is assumed when missing and the host must contain a dot. Stored as the
 * lower-case punycode host without "www." (the site answers on both); blank removes the domain.
 */
export function customDomainForStorage(input: string): string | null | undefined {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  const domain = normalizeCustomDomain(trimmed);
  if (!domain) return undefined;
  const host = domain.host.startsWith("www.") ? domain.host.slice(4) : domain.host;
  return host.includes(".") ? host : undefined;
}

const customDomainField = normalizedField(
  253,
  tooLong(253),
  customDomainForStorage,
  "Indtast et gyldigt domæne, f.eks. ditfirma.dk",
);

const settingsSchema = z.object({
  phone: text(40),
  // The hint says the law requires an e-mail on the site (e-handelsloven § 7): an empty one is refused.
  email: text(200)
    .refine(
      (value) => value !== "",
      "Skriv den e-mail, kunderne kan skrive til. Loven kræver en e-mail på siden.",
    )
    .refine((value) => value === "" || z.email().safeParse(value).success, "Indtast en gyldig email"),
  address: text(200),
  zipcode: text(20),
  city: text(100),
  showHours: z.boolean(),
  hours: z.object(
    Object.fromEntries(SETTINGS_WEEKDAYS.map((day) => [day, text(60)])) as Record<
      Weekday,
      ReturnType<typeof text>
    >,
  ),
  socialMedia: z.object({
    facebook: socialField,
    instagram: socialField,
    linkedin: socialField,
    tiktok: socialField,
  }),
  theme: z.enum(THEME_IDS, { error: "Vælg et farvetema" }),
  customDomain: customDomainField,
});

export type SettingsInput = z.output<typeof settingsSchema>;

/** The names the form's controls carry, e.g. "hours.Mandag" or "socialMedia.facebook". */
export function hoursFieldName(day: Weekday): string {
  return `hours.${day}`;
}

export function socialFieldName(network: SocialNetwork): string {
  return `socialMedia.${network}`;
}

/** The settings form as it posts: the same schema, its checkbox sent as "on" or left out. */
const settingsFormSchema = settingsSchema.extend({ showHours: checkbox() });

/** Validates the form; errors are keyed by control name so the form can put them next to the field. */
export function parseSettingsForm(form: FormData) {
  return parseForm(form, settingsFormSchema);
}

/** Opening hours as stored: a blank day is left out, so the site shows 'Lukket' for it (SPEC §2). */
export function hoursForStorage(hours: Record<Weekday, string>): OpeningHours {
  const stored: OpeningHours = {};
  for (const day of SETTINGS_WEEKDAYS) {
    const value = hours[day].trim();
    if (value !== "") stored[day] = value;
  }
  return stored;
}

/** How long a password-reset link works (auth.server.ts sets the token's lifetime from it). */
export const RESET_PASSWORD_LINK_MINUTES = 60;

// The password-reset forms (/admin/glemt-password, /admin/nulstil-password) belong to the owner's account
// settings; their schemas live here with the spec's messages (SPEC §5, §8).

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email er påkrævet")
    .max(254, tooLong(254))
    .pipe(z.email("Indtast en gyldig email"))
    .transform((value) => value.toLowerCase()),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, "Adgangskoden skal være mindst 6 tegn")
      .max(128, "Adgangskoden må højst være 128 tegn"),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Adgangskoderne er ikke ens",
    path: ["confirmPassword"],
  });
