import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Notifikationer (issue 25): the owner's devices for push alerts, inside the guarded admin layout; the
 * installable-app files (manifest, service worker scoped to /admin/) outside it, as they carry nothing
 * private and browsers fetch them without asking.
 */
export const adminNotificationLayoutRoutes: RouteConfigEntry[] = [
  route("notifikationer", "routes/admin/notifications/notifications.tsx"),
];

export const adminAppFileRoutes: RouteConfigEntry[] = [
  route("sw.js", "routes/admin/notifications/service-worker.ts"),
  route("manifest.webmanifest", "routes/admin/notifications/manifest.ts"),
];
