import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Admin settings routes, inside the guarded admin layout (paths relative to /admin, files relative to app/). */
export const adminSettingsRoutes: RouteConfigEntry[] = [
  route("settings", "routes/admin/settings/settings.tsx"),
  route("settings/videresendelser", "routes/admin/settings/redirects.tsx"),
  // Issue 26: search engines' verification tokens and the Google Business Profile's name, address, phone.
  route("settings/soegemaskiner", "routes/admin/settings/search-engines.tsx"),
  // "Vis" on a settings version: the homepage with that version's settings, owner-only (issue 12).
  route("settings/versioner/:versionId", "routes/admin/settings/settings-version.tsx"),
  route("subscription", "routes/admin/subscription.tsx"),
  route("trial-banner", "routes/admin/settings/dismiss-trial-banner.ts"),
];
