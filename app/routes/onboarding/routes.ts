import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Onboarding (main host) and the session hand-off on the new site's host; app/routes.ts includes them. */
export const onboardingRoutes: RouteConfigEntry[] = [
  route("onboarding", "routes/onboarding/onboarding.tsx"),
  route("onboarding/opret", "routes/onboarding/create.ts"),
  route("onboarding/gem", "routes/onboarding/keep.ts"),
  route("onboarding/billeder", "routes/onboarding/photos.ts"),
  route("onboarding/billede/:id", "routes/onboarding/photo-preview.ts"),
  route("admin/velkommen", "routes/onboarding/handoff.ts"),
  route("api/cvrLookup", "routes/onboarding/api-cvr-lookup.ts"),
  route("api/sendWelcomeEmail", "routes/onboarding/api-send-welcome-email.ts"),
];
