import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Forgot/reset password: outside the guarded admin layout (nobody is signed in). Paths are relative to
 * /admin (app/routes/admin/routes.ts includes these inside its prefix), files relative to app/.
 */
export const adminPasswordRoutes: RouteConfigEntry[] = [
  route("glemt-password", "routes/admin/password/forgot-password.tsx"),
  route("nulstil-password", "routes/admin/password/reset-password.tsx"),
];
