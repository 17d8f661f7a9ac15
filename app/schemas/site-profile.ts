// What a homepage needs beyond pages and settings to look like *this* firm (issue 22): a short intro
// under a real heading, the services as cards, selling points, recent work photos and the owner.
// Written at onboarding (AI writer or the offline writer, photos chosen from the old site or
// uploaded) and edited in the admin. Shared by server, routes and components, so it lives here.

/** One service card: a title, one line, and the page it links to (a slug of one of the site's pages). */
export type SiteService = { title: string; line: string; pageSlug: string | null };

/** A photo of the firm's work: an image archive key (largest rendition), with its alt text. */
export type SiteWorkPhoto = { image: string; alt: string };

export type SiteProfile = {
  /** The homepage intro: a visible heading ("Lokal VVS-installatør på Nørrebro siden 2011") and 1–2 short paragraphs. */
  intro: { heading: string; text: string } | null;
  /** 3–6 service cards. Empty for a site made before issue 22 (the homepage then derives cards from its pages). */
  services: SiteService[];
  /** Short selling points, at most 4 ("Fast pris før vi går i gang"). Never a claim the firm has not made. */
  usps: string[];
  /** Up to 6 work photos, newest first: the hero uses the first, "Seneste opgaver" shows 3. */
  workPhotos: SiteWorkPhoto[];
  /** "Mød mesteren": shown only with a name and a first-person line; the photo is optional. */
  owner: { name: string; line: string; photo: string | null } | null;
};

export const EMPTY_SITE_PROFILE: SiteProfile = {
  intro: null,
  services: [],
  usps: [],
  workPhotos: [],
  owner: null,
};
