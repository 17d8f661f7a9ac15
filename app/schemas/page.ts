import { z } from "zod";
import { PAGE_LAYOUTS } from "~/schemas/site-content";

/** SPEC §5/§9: search-engine limits the editor counts against. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const PAGE_NAME_MAX = 60;
export const TITLE_MAX = 150;
export const SUBTITLE_MAX = 300;
export const BODY_MAX = 20_000;
export const GALLERY_MAX_ITEMS = 40;
export const GALLERY_TITLE_MAX = 120;
export const GALLERY_DESCRIPTION_MAX = 1000;
/** SPEC §9: AI generations per company per local (Europe/Copenhagen) day. */
export const AI_DAILY_LIMIT = 5;
export const KEYWORDS_MAX = 300;

/** The four layouts the editor offers (SPEC §2 Layout tab); "grid" is known but not offered. */
export const OFFERED_LAYOUTS = ["hero", "text", "text-image", "gallery"] as const;

const imageKey = z.string().trim().max(500, "Ugyldigt billede");

const galleryItemSchema = z.object({
  title: z.string().max(GALLERY_TITLE_MAX, `Titlen må højst være ${GALLERY_TITLE_MAX} tegn`),
  description: z
    .string()
    .max(GALLERY_DESCRIPTION_MAX, `Beskrivelsen må højst være ${GALLERY_DESCRIPTION_MAX} tegn`),
  image: imageKey,
});

/**
 * What the editor edits, flat: the server maps it onto the page row (title, subtitle) and the
 * canonical nested content (content.hero / content.main). Used by the browser and the server alike.
 */
export const pageDraftSchema = z.object({
  pageName: z.string().trim().max(PAGE_NAME_MAX, `Sidenavnet må højst være ${PAGE_NAME_MAX} tegn`),
  title: z.string().max(TITLE_MAX, `Overskriften må højst være ${TITLE_MAX} tegn`),
  subtitle: z.string().max(SUBTITLE_MAX, `Underoverskriften må højst være ${SUBTITLE_MAX} tegn`),
  layout: z.enum(PAGE_LAYOUTS, "Vælg et layout"),
  body: z.string().max(BODY_MAX, `Teksten må højst være ${BODY_MAX} tegn`),
  heroImage: imageKey,
  mainImage: imageKey,
  gallery: z
    .array(galleryItemSchema)
    .max(GALLERY_MAX_ITEMS, `Højst ${GALLERY_MAX_ITEMS} billeder i galleriet`),
  metaTitle: z.string().max(META_TITLE_MAX, `Metatitlen må højst være ${META_TITLE_MAX} tegn`),
  metaDescription: z
    .string()
    .max(META_DESCRIPTION_MAX, `Metabeskrivelsen må højst være ${META_DESCRIPTION_MAX} tegn`),
});

export type PageDraft = z.infer<typeof pageDraftSchema>;

/** A page's name is required for CMS pages (the homepage keeps its name). */
export const PAGE_NAME_REQUIRED = "Sidenavn er påkrævet";

/** The save form: the draft plus which page and which revision of it the owner started from. */
export const savePageFormSchema = pageDraftSchema.extend({
  pageId: z.uuid("Siden blev ikke fundet"),
  revision: z.string().regex(/^\d{1,20}$/, "Genindlæs siden, og prøv igen"),
});

/** SPEC §2: keywords are comma-separated; blanks are dropped. */
export function parseKeywords(input: string): string[] {
  return input
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");
}

export const generateCopyFormSchema = z.object({
  pageId: z.uuid("Siden blev ikke fundet"),
  keywords: z
    .string()
    .max(KEYWORDS_MAX, `Nøgleordene må højst være ${KEYWORDS_MAX} tegn`)
    .transform(parseKeywords)
    .refine((keywords) => keywords.length > 0, "Skriv mindst ét nøgleord"),
  /** The editor's current body text, which the new text must not repeat. */
  existingText: z.string().max(BODY_MAX, `Teksten må højst være ${BODY_MAX} tegn`).default(""),
});

const menuPageId = z.string().default("");

/**
 * The page menu's forms (/admin/pages): one intent each. "Flyt op"/"Flyt ned" send a direction; a
 * drag in the list sends the page it was dropped before ("" for the end). `side` is the page to show
 * afterwards.
 */
export const pageMenuFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create") }),
    z.object({ intent: z.literal("delete"), pageId: menuPageId }),
    z.object({ intent: z.literal("publish"), pageId: menuPageId }),
    z.object({ intent: z.literal("restore-version"), pageId: menuPageId, versionId: z.string().default("") }),
    z.object({
      intent: z.literal("move"),
      pageId: menuPageId,
      direction: z.string().optional(),
      before: z.string().optional(),
      side: z.string().default(""),
    }),
  ],
  "Ukendt handling",
);
export type PageMenuIntent = z.output<typeof pageMenuFormSchema>["intent"];

/** Turns a draft into the save form's fields (gallery items as repeated fields, in order). */
export function draftToFormData(draft: PageDraft, pageId: string, revision: string): FormData {
  const form = new FormData();
  form.set("intent", "save");
  form.set("pageId", pageId);
  form.set("revision", revision);
  for (const key of [
    "pageName",
    "title",
    "subtitle",
    "layout",
    "body",
    "heroImage",
    "mainImage",
    "metaTitle",
    "metaDescription",
  ] as const) {
    form.set(key, draft[key]);
  }
  for (const item of draft.gallery) {
    form.append("galleryTitle", item.title);
    form.append("galleryDescription", item.description);
    form.append("galleryImage", item.image);
  }
  return form;
}

/** Reads the save form back into an object for savePageFormSchema. */
export function formDataToDraftInput(form: FormData): Record<string, unknown> {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const all = (key: string) => form.getAll(key).map((value) => (typeof value === "string" ? value : ""));
  const titles = all("galleryTitle");
  const descriptions = all("galleryDescription");
  const images = all("galleryImage");
  return {
    pageId: text("pageId"),
    revision: text("revision"),
    pageName: text("pageName"),
    title: text("title"),
    subtitle: text("subtitle"),
    layout: text("layout"),
    body: text("body"),
    heroImage: text("heroImage"),
    mainImage: text("mainImage"),
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    gallery: titles.map((title, i) => ({
      title,
      description: descriptions[i] ?? "",
      image: images[i] ?? "",
    })),
  };
}

/** The editor's AI buttons over selected text (issue 23), in the order shown. */
export const AI_EDIT_ACTIONS = ["rewrite", "shorten", "extend"] as const;
export const AI_EDIT_LABELS: Record<(typeof AI_EDIT_ACTIONS)[number], string> = {
  rewrite: "Omskriv",
  shorten: "Gør kortere",
  extend: "Tilføj",
};
/** A selection longer than this is more than the writer should redo in one go. */
export const AI_SELECTION_MAX = 3000;
const AI_SELECTION_REQUIRED = "Markér den tekst, AI skal arbejde med";

export const aiEditFormSchema = z.object({
  pageId: z.uuid("Siden blev ikke fundet"),
  action: z.enum(AI_EDIT_ACTIONS, "Ukendt AI-handling"),
  selection: z
    .string()
    .max(AI_SELECTION_MAX, `Markér højst ${AI_SELECTION_MAX} tegn ad gangen`)
    .refine((text) => text.trim() !== "", AI_SELECTION_REQUIRED),
  context: z.string().max(BODY_MAX, `Teksten må højst være ${BODY_MAX} tegn`),
});
