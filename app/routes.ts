import { type RouteConfig, route } from "@react-router/dev/routes";
import { adminRoutes, ownershipMainHostRoutes } from "./routes/admin/routes";
import { apiRoutes } from "./routes/api/routes";
import { marketingRoutes } from "./routes/marketing/routes";
import { mediaRoutes } from "./routes/media/routes";
import { onboardingRoutes } from "./routes/onboarding/routes";
import { siteRoutes } from "./routes/site/routes";

// The full route table, one fragment per zone/feature. Which zone a request belongs to is decided
// before React Router, in server/app.ts (docs/decisions/001): customer-site paths on subdomain and
// custom hosts are rewritten to /_site/*, everything else is matched as it is.
export default [
  route("404", "routes/not-found.tsx"),
  ...adminRoutes,
  ...ownershipMainHostRoutes,
  ...apiRoutes,
  ...marketingRoutes,
  ...mediaRoutes,
  ...onboardingRoutes,
  ...siteRoutes,
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
