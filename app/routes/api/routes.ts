import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Same-origin JSON endpoints of SPEC §7; app/routes.ts includes them. Paths are relative to app/. */
export const apiRoutes: RouteConfigEntry[] = [
  route("api/scrapeWebsite", "routes/api/scrape-website.ts"),
  route("api/tilbud/start", "routes/api/quote-start.ts"),
];
