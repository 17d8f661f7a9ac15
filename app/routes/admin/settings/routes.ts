import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Admin settings routes, inside the guarded admin layout (paths relative to /admin, files relative to app/). */
export const adminSettingsRoutes: RouteConfigEntry[] = [];
