import type { RouteConfigEntry } from "@react-router/dev/routes";

/** /media/* serves stored uploads on every host. */
export const mediaRoutes: RouteConfigEntry[] = [];
