import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Admin pages routes, inside the guarded admin layout (paths relative to /admin, files relative to app/). */
export const adminPagesRoutes: RouteConfigEntry[] = [
  // The page editor: list, select (?side=<id>), save, create and delete.
  route("pages", "routes/admin/pages/pages.tsx"),
  // Resource routes answering JSON to the editor's fetch: save a page; AI text for a page (the key stays on the server), within the daily limit.
  route("pages/save", "routes/admin/pages/save.ts"),
  route("pages/ai", "routes/admin/pages/generate.ts"),
  // "Omskriv", "Gør kortere", "Tilføj" over the selected page text (issue 23), within the same limit.
  route("pages/ai-tekst", "routes/admin/pages/ai-edit.ts"),
  // "Papirkurv": deleted pages for 30 days, with "Gendan" (issue 12).
  route("pages/papirkurv", "routes/admin/pages/trash.tsx"),
];
