import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// The full route table. Which zone a request belongs to is decided before React Router, in
// server/app.ts (docs/decisions/001): customer-site paths on subdomain and custom hosts are
// rewritten to /_site/*, everything else is matched as it is.
export default [
  route("404", "routes/not-found.tsx"),

  // Admin: the same in every zone.
  ...prefix("admin", [
    index("routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    layout("routes/admin/layout.tsx", [route("dashboard", "routes/admin/dashboard.tsx")]),
  ]),

  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
