import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Admin images routes, inside the guarded admin layout (paths relative to /admin, files relative to app/). */
export const adminImagesRoutes: RouteConfigEntry[] = [
  route("images", "routes/admin/images/images.tsx"),
  // Resource routes answering JSON to the browser's upload (with progress) of one file.
  route("images/upload", "routes/admin/images/upload.ts"),
  route("settings/logo", "routes/admin/images/logo.ts"),
];
