import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The site routes; app/routes.ts includes them. Paths are relative to app/. */
export const siteRoutes: RouteConfigEntry[] = [];
