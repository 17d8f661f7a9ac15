import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The quote-request inbox (issue 10), inside the guarded admin layout. */
export const adminQuoteRequestRoutes: RouteConfigEntry[] = [
  route("forespoergsler", "routes/admin/quote-requests/inbox.tsx"),
  route("forespoergsler/eksport.csv", "routes/admin/quote-requests/export.ts"),
  route("forespoergsler/:id", "routes/admin/quote-requests/detail.tsx"),
  route("forespoergsler/:id/billeder/:index", "routes/admin/quote-requests/photo.ts"),
];
