// The shapes of what a site is made of (page layouts and content, opening hours, socials, image
// renditions), shared by the database schema, the server and the browser. Plain TypeScript with no
// database imports, so components can use them without shipping Drizzle to browsers.

export const PAGE_LAYOUTS = ["hero", "text", "text-image", "gallery", "grid"] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];
export type PageType = "homepage" | "page";

export type GalleryItem = { title: string; description: string; image: string };
/** SPEC §3: hero{title, subtitle, backgroundImage}; main{content, image, gallery[]}. Images are storage keys. */
export type PageContent = {
  hero?: { title?: string; subtitle?: string; backgroundImage?: string };
  main?: { content?: string; image?: string; gallery?: GalleryItem[] };
  /** Older documents kept these at the top of content; read through normalizePage. */
  subtitle?: string;
  content?: string;
};

/** Weekday name (Mandag..Søndag) → time-range text or 'Lukket' (SPEC §3). */
export type OpeningHours = Partial<Record<Weekday, string>>;
export const WEEKDAYS = ["Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag", "Søndag"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type SocialMedia = { facebook: string; instagram: string; linkedin: string; tiktok: string };

/** One stored rendition of an image (WebP), by width. */
export type ImageVariant = { width: number; height: number; key: string; bytes: number };

/** What a page version holds: the editable fields of a page as they were after one save. */
export type PageSnapshot = {
  pageName: string;
  title: string;
  subtitle: string;
  layout: PageLayout;
  content: PageContent;
  metaTitle: string;
  metaDescription: string;
};

/** What a settings version holds: the site-wide settings an owner edits (issue 12). */
export type SettingsSnapshot = {
  phone: string;
  email: string;
  address: string;
  zipcode: string;
  city: string;
  hours: OpeningHours;
  showHours: boolean;
  socialMedia: SocialMedia;
  theme: string;
  logo: string | null;
};
