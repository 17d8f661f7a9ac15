import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The onboarding routes; app/routes.ts includes them. Paths are relative to app/. */
export const onboardingRoutes: RouteConfigEntry[] = [];
