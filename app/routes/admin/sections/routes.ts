import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * "Sektioner" (issue 13): the index and one editor per trust section, inside the guarded admin
 * layout.
 */
export const adminSectionRoutes: RouteConfigEntry[] = [
  route("sektioner", "routes/admin/sections/index.tsx"),
  route("sektioner/autorisation", "routes/admin/sections/autorisation.tsx"),
  route("sektioner/anmeldelser", "routes/admin/sections/anmeldelser.tsx"),
  route("sektioner/anmeldelser/qr", "routes/admin/sections/anmeldelser-qr.tsx"),
  route("sektioner/priser", "routes/admin/sections/priser.tsx"),
  route("sektioner/fradrag", "routes/admin/sections/fradrag.tsx"),
  route("sektioner/omraade", "routes/admin/sections/omraade.tsx"),
  route("sektioner/vagt", "routes/admin/sections/vagt.tsx"),
];
