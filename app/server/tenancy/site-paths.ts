/**
 * On a customer's host (subdomain or own domain) most paths are the customer's site and are
 * rewritten to the internal /_site tree. These prefixes keep their product meaning on every host
 * (SPEC §2 Subdomain mode: /admin and the static pages), plus framework and asset paths.
 */
const PRODUCT_PATHS = [
  "/admin",
  "/privacy",
  "/faq",
  "/hvad-er-med-i-prisen",
  "/hvorfor-hjemmeside-haandvaerker",
  "/blog",
  "/404",
  "/api/",
  "/assets/",
  "/media/",
  "/content/",
  "/favicon.",
  "/__manifest",
  "/_root.data",
  "/healthz",
  "/readyz",
];

// Each prefix's three forms, built once (this runs on every customer-page request).
const PRODUCT_PREFIXES = PRODUCT_PATHS.map((prefix) => ({
  exact: prefix,
  under: prefix.endsWith("/") || prefix.endsWith(".") ? prefix : `${prefix}/`,
  data: `${prefix}.data`,
}));

export function isProductPath(pathname: string): boolean {
  for (const prefix of PRODUCT_PREFIXES) {
    if (pathname === prefix.exact || pathname.startsWith(prefix.under) || pathname.startsWith(prefix.data))
      return true;
  }
  return false;
}

/** The internal path a customer-site request is served from. */
export function sitePath(pathname: string): string {
  return `/_site${pathname === "/" ? "" : pathname}`;
}

/** Pages the product adds to every customer site (issue 10); an owner's page cannot take these slugs. */
export const SITE_OWN_SLUGS: ReadonlySet<string> = new Set([
  "tilbud",
  "privatlivspolitik",
  "udfoerte-opgaver",
  "ring-mig-op",
]);
