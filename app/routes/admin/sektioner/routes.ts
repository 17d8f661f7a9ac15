import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * "Sektioner" (issue 13): the index and one editor per trust section, inside the guarded admin
 * layout. fradrag, omraade and vagt are added by their own route files.
 */
export const adminSectionRoutes: RouteConfigEntry[] = [
  route("sektioner", "routes/admin/sektioner/index.tsx"),
  route("sektioner/autorisation", "routes/admin/sektioner/autorisation.tsx"),
  route("sektioner/anmeldelser", "routes/admin/sektioner/anmeldelser.tsx"),
  route("sektioner/anmeldelser/qr", "routes/admin/sektioner/anmeldelser-qr.tsx"),
  route("sektioner/priser", "routes/admin/sektioner/priser.tsx"),
];
