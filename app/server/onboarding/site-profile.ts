import type { WrittenProfile } from "~/integrations/ai/types";
import type { SiteProfile, SiteWorkPhoto } from "~/schemas/site-profile";

/** The page every service card links to: made at creation, one grid card per service (issue 22). */
export const SERVICES_PAGE = {
  pageName: "Ydelser",
  slug: "ydelser",
  title: "Det kan vi hjælpe med",
} as const;

/** The Ydelser page's body: one paragraph (a grid card) per service, its title first. */
export function servicesPageBody(profile: WrittenProfile): string {
  return profile.services.map((service) => `${service.title}: ${service.description}`).join("\n\n");
}

/** What companies.profile holds after creation: the writer's content, linked to the Ydelser page, and the photos. */
export function buildSiteProfile(
  profile: WrittenProfile,
  photos: { workPhotos: SiteWorkPhoto[]; owner: SiteProfile["owner"] } = { workPhotos: [], owner: null },
): SiteProfile {
  return {
    intro: { heading: profile.intro.heading, text: profile.intro.text },
    services: profile.services.map((service) => ({
      title: service.title,
      line: service.line,
      pageSlug: SERVICES_PAGE.slug,
    })),
    usps: profile.usps,
    workPhotos: photos.workPhotos,
    owner: photos.owner,
  };
}
