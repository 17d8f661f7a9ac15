import type {
  ImageVariant,
  OpeningHours,
  PageContent,
  PageLayout,
  PageType,
  SocialMedia,
} from "~/schemas/site-content";
import type { ProjectLink } from "./project-view";
import type { SiteDetailsView, TrustView } from "./sections/view";
import type { SiteProfile, SiteWorkPhoto } from "./site-profile";

/**
 * The plain data a customer-site page is rendered from (shared by the server, which loads it, and the
 * components, which render it: so it lives here, not with either). The public routes load it from the database;
 * the admin's live preview builds it from the editor's state. No functions, no loaders.
 */

export type SiteCompany = {
  name: string;
  cvr: string;
  address: string;
  zipcode: string;
  city: string;
  phone: string;
  email: string;
  /** Storage key (or URL) of the logo, or null. */
  logo: string | null;
  hours: OpeningHours;
  showHours: boolean;
  socialMedia: SocialMedia;
  theme: string;
  subdomain: string;
  industryDesc: string;
  /** The CVR start date ("2011-04-01"): the trust bar's "Siden 2011". Null when the register has none. */
  startDate?: string | null;
  /** "Vis tilbudsformular" (issue 10); left out means no form, no privacy link and no phone bar. */
  quoteFormEnabled?: boolean;
  /** How many months quote requests are kept (the privacy notice says so). */
  quoteRetentionMonths?: number;
  /** The trust sections that are switched on (issue 13); homepage only, the same in the editor's preview. */
  trust?: TrustView;
  /** Issue 13 sections and per-site images (the public page and the editor's preview alike). */
  details?: SiteDetailsView;
  /** Issue 22: intro, service cards, selling points, work photos and owner (companies.profile). */
  profile?: SiteProfile;
  /** Issue 22: up to 3 gallery photos, "Seneste opgaver" for a site whose profile has no work photos. */
  recentWork?: SiteWorkPhoto[];
  /** Issue 26: the three newest published projects, "Seneste opgaver" on the homepage (before anything else). */
  recentProjects?: ProjectLink[];
  /** Issue 26: on a service page, the published projects that belong to it. */
  serviceProjects?: ProjectLink[];
};

export type SitePageRecord = {
  pageName: string;
  title: string;
  subtitle: string;
  slug: string;
  type: PageType;
  layout: PageLayout;
  content: PageContent;
  metaTitle: string;
  metaDescription: string;
  createdAt: Date | string;
  updatedAt?: Date | string;
};

/** What the menu needs of another page: its label, address and kind (never its content). */
export type SiteNavPage = Pick<SitePageRecord, "pageName" | "slug" | "type"> & {
  title?: string;
  /** The page's first sentence (a service card's one line on the homepage); public views only. */
  summary?: string;
  /** Not a sort key: every view comes in the owner's menu order. */
  createdAt?: Date | string;
};

/** An uploaded image (a row of the images table): `path` is the largest rendition's storage key. */
export type SiteImage = {
  path: string;
  name: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The owner's alt text from the archive; "" = the site's own description. */
  alt?: string;
};

/** Where the page is shown, which decides its links. */
export type SiteMode =
  /** On the site's own host (subdomain or own domain): links are "/" and "/{slug}". */
  | { kind: "host" }
  /** On the main host under /{cvr}: links are "/{cvr}" and "/{cvr}/{slug}". */
  | { kind: "main"; cvr: string };
