import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Admin settings routes, inside the guarded admin layout (paths relative to /admin, files relative to app/). */
export const adminSettingsRoutes: RouteConfigEntry[] = [
  route("settings", "routes/admin/settings/settings.tsx"),
  route("settings/videresendelser", "routes/admin/settings/redirects.tsx"),
  route("subscription", "routes/admin/subscription.tsx"),
  route("trial-banner", "routes/admin/settings/dismiss-trial-banner.ts"),
];
