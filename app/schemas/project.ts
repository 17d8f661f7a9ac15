import { z } from "zod";
import { PHOTO_FILE_MESSAGES } from "./image";

/**
 * "Udførte opgaver" (issue 26, part 1): a finished job the owner shows on the site. Shared by the admin
 * form (components), the server and the public pages. Plain module (no server imports).
 */

const PROJECT_TITLE_MAX = 100;
export const PROJECT_TEXT_MAX = 1200;
export const PROJECT_ALT_MAX = 250;
/** Photos of one project, the before/after pair included. */
export const PROJECT_MIN_PHOTOS = 2;
export const PROJECT_MAX_PHOTOS = 8;
/** The whole multipart post: up to 8 phone photos of at most 15 MB each would be 120 MB; phones send 3–8 MB. */
export const PROJECT_MAX_REQUEST_BYTES = 100 * 1024 * 1024;
/** The public address of the projects page; an owner's page cannot take it (SITE_OWN_SLUGS). */
export const PROJECTS_SLUG = "udfoerte-opgaver";
/** Town pages live under /udfoerte-opgaver/i/{town}: never a project's own slug. */
export const TOWN_SEGMENT = "i";
/** A town gets its own page only with at least this many published projects there (no doorway pages). */
export const TOWN_PAGE_MIN_PROJECTS = 2;

/** The site path (no /{cvr} prefix) of each kind of project page: what the sitemap and site files list. */
export const projectPaths = {
  list: `/${PROJECTS_SLUG}`,
  project: (slug: string) => `/${PROJECTS_SLUG}/${slug}`,
  town: (townSlug: string) => `/${PROJECTS_SLUG}/${TOWN_SEGMENT}/${townSlug}`,
};

/** One photo of a project: the archive image's storage key and the owner's description. */
export type ProjectPhoto = { image: string; alt: string };

export const PROJECT_MESSAGES = {
  title: "Skriv en overskrift, f.eks. Nyt tag på villa",
  titleTooLong: `Overskriften må højst være ${PROJECT_TITLE_MAX} tegn`,
  postcode: "Skriv et dansk postnummer med 4 cifre, f.eks. 7100",
  postcodeUnknown: "Postnummeret findes ikke. Skriv et dansk postnummer, f.eks. 7100",
  service: "Vælg en af hjemmesidens sider",
  date: "Skriv datoen, hvor opgaven blev færdig",
  dateFuture: "Datoen kan ikke ligge i fremtiden",
  textTooLong: `Teksten må højst være ${PROJECT_TEXT_MAX} tegn`,
  alt: "Beskriv kort, hvad billederne viser (læses op for blinde og bruges af søgemaskiner)",
  altTooLong: `Beskrivelsen må højst være ${PROJECT_ALT_MAX} tegn`,
  htmlNotAllowed: "Skriv kun almindelig tekst uden HTML-koder",
  tooFewPhotos: `En opgave skal have mindst ${PROJECT_MIN_PHOTOS} billeder, før den kan udgives`,
  tooManyPhotos: `En opgave kan højst have ${PROJECT_MAX_PHOTOS} billeder`,
  pairIncomplete: "Vælg både et før- og et efter-billede, eller ingen af dem",
  ...PHOTO_FILE_MESSAGES,
  unreadable: "Formularen kunne ikke modtages. Prøv igen.",
  requestTooLarge: "Billederne fylder for meget tilsammen (højst 100 MB). Send færre ad gangen.",
  archiveFull: "Billedarkivet er fuldt (højst 15 billeder). Slet billeder i arkivet, og prøv igen.",
  photosAgain: "Vælg billederne igen, før du gemmer.",
  notFound: "Opgaven blev ikke fundet.",
  saveFailed: "Opgaven kunne ikke gemmes lige nu. Prøv igen – din tekst er bevaret.",
  created: "Opgaven er gemt som kladde.",
  published: "Opgaven er udgivet på hjemmesiden.",
  unpublished: "Opgaven er taget af hjemmesiden og er nu en kladde.",
  saved: "Ændringer blev gemt!",
} as const;

const noHtml = (value: string) => !/<[a-z!/?]/i.test(value);

/** The text fields of the create/edit form, as the server checks them. */
export const projectFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, PROJECT_MESSAGES.title)
    .max(PROJECT_TITLE_MAX, PROJECT_MESSAGES.titleTooLong)
    .refine(noHtml, PROJECT_MESSAGES.htmlNotAllowed),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, PROJECT_MESSAGES.postcode),
  servicePageId: z.string().trim(),
  doneOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PROJECT_MESSAGES.date),
  text: z
    .string()
    .trim()
    .max(PROJECT_TEXT_MAX, PROJECT_MESSAGES.textTooLong)
    .refine(noHtml, PROJECT_MESSAGES.htmlNotAllowed),
  alt: z
    .string()
    .trim()
    .max(PROJECT_ALT_MAX, PROJECT_MESSAGES.altTooLong)
    .refine(noHtml, PROJECT_MESSAGES.htmlNotAllowed),
  fradrag: z.boolean(),
});

/** The form's typed values (strings as typed, kept on a refusal). */
export type ProjectFormValues = {
  title: string;
  postcode: string;
  servicePageId: string;
  doneOn: string;
  text: string;
  alt: string;
  fradrag: boolean;
  /** Existing photos' own descriptions, by index (edit form). */
  photoAlts: string[];
  beforeAlt: string;
  afterAlt: string;
};

export const emptyProjectValues = (today: string): ProjectFormValues => ({
  title: "",
  postcode: "",
  servicePageId: "",
  doneOn: today,
  text: "",
  alt: "",
  fradrag: false,
  photoAlts: [],
  beforeAlt: "",
  afterAlt: "",
});

/** "Nyt tag på villa i Vejle" → "nyt-tag-paa-villa-i-vejle": Danish letters spelt out, as page slugs do. */
export function slugifyDanish(text: string): string {
  return text
    .toLocaleLowerCase("da")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "oe")
    .replace(/å/g, "aa")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
