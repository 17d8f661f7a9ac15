import type { ContentImage, SocialImage } from "~/content/types";

/** Images shared by several pages. The files live in public/content (see scripts/make-content-images.ts). */

/** og:image for the main site. PNG, because social networks do not read SVG. */
export const mainOgImage: SocialImage = {
  src: "/content/og-haandvaerkernet.png",
  alt: "Håndværkernet – hjemmeside til håndværkere, klar på et minut. En mobiltelefon med en håndværkers hjemmeside ved siden af en hammer og en tommestok.",
  width: 1200,
  height: 630,
};

/** The enlargeable example on the landing page. */
export const exampleSiteImage: ContentImage = {
  src: "/content/eksempel-hjemmeside.svg",
  alt: "Eksempel på en hjemmeside lavet med Håndværkernet, vist på en computer og en mobil: et stort forsidebillede med firmanavnet, en knap til at ringe op, tre ydelser og åbningstider.",
  width: 1600,
  height: 1000,
  caption: "Sådan kan en hjemmeside se ud: forside, ydelser, kontakt og åbningstider – på computer og mobil.",
};
