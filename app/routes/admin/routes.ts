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
/**
 * Issue 27, MitID Erhverv: the broker returns to one registered address on the product's main host
 * (sessions are host-only, so the login is found by its state, not a session).
 */
export const ownershipMainHostRoutes: RouteConfigEntry[] = [
  route("mitid/start", "routes/admin/ownership/mitid-start.ts"),
  route("mitid/retur", "routes/admin/ownership/mitid-return.ts"),
  // "Er det din virksomhed?": the register's owner takes over a CVR another account claimed.
  route("overtag", "routes/admin/ownership/takeover.tsx"),
];

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
    // Issue 27: proof that the CVR number is the owner's.
    route("ejerskab", "routes/admin/ownership/ownership.tsx"),
  ]),
]);
