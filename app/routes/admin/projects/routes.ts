import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** "Udførte opgaver" (issue 26), inside the guarded admin layout. */
export const adminProjectRoutes: RouteConfigEntry[] = [
  route("opgaver", "routes/admin/projects/list.tsx"),
  route("opgaver/ny", "routes/admin/projects/new.tsx"),
  route("opgaver/:id", "routes/admin/projects/edit.tsx"),
];
