import { index, layout, prefix, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { adminImagesRoutes } from "./images/routes";
import { adminAppFileRoutes, adminNotificationLayoutRoutes } from "./notifications/routes";
import { adminPagesRoutes } from "./pages/routes";
import { adminPasswordRoutes } from "./password/routes";
import { adminProjectRoutes } from "./projects/routes";
import { adminQuoteRequestRoutes } from "./quote-requests/routes";
import { adminSectionRoutes } from "./sections/routes";
import { adminSettingsRoutes } from "./settings/routes";

/** The admin routes (the same in every zone); app/routes.ts includes them. Paths are relative to app/. */
export const adminRoutes: RouteConfigEntry[] = prefix("admin", [
  index("routes/admin/login.tsx"),
  route("logout", "routes/admin/logout.ts"),
  ...adminPasswordRoutes,
  ...adminAppFileRoutes,
  layout("routes/admin/layout.tsx", [
    route("dashboard", "routes/admin/dashboard.tsx"),
    // Issue 22: the homepage's intro, service cards, selling points and "Mød mesteren".
    route("profil", "routes/admin/profile.tsx"),
    ...adminImagesRoutes,
    ...adminPagesRoutes,
    ...adminSettingsRoutes,
    ...adminQuoteRequestRoutes,
    ...adminProjectRoutes,
    ...adminSectionRoutes,
    ...adminNotificationLayoutRoutes,
  ]),
]);
