import type { PageMeta } from "./types";

/** The onboarding page's metadata (it is a public page: linked, shared and in the sitemap). */
export const onboardingPage: { meta: PageMeta } = {
  meta: {
    title: "Opret hjemmeside på et minut | Håndværkernet",
    description:
      "Skriv dit CVR-nummer, så laver vi en færdig hjemmeside med tekster til din virksomhed. 3 måneder gratis.",
  },
};
