import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The marketing routes; app/routes.ts includes them. Paths are relative to app/. */
export const marketingRoutes: RouteConfigEntry[] = [];
