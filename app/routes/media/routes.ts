import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** /media/* serves stored uploads on every host. */
export const mediaRoutes: RouteConfigEntry[] = [route("media/*", "routes/media/media.ts")];
