/**
 * How the site-files store renders a page: through the app's own request handler (server/app.ts
 * registers it), so a file is the very response a live request would get. Kept on globalThis: a test
 * file and the app bundle it loads hold different copies of this module, and an edit made from
 * either must publish with the app's renderer.
 */

type RenderedResponse = {
  status: number;
  headers: Headers;
  body: Buffer;
};

export type SiteRenderer = {
  /** Renders one GET of `url` as a customer-site request (zone and site as the HTTP layer decides them). */
  render: (url: string, site: { companyId: string | null; host: string }) => Promise<RenderedResponse>;
  /** The build's identity and when it was built (ms): files of an older build are rendered again. */
  build: () => Promise<{ id: string; builtAt: number }>;
  /** The build's fingerprinted files (/assets/*), copied next to the pages that use them; null in development. */
  assetsDir: string | null;
};

const shared = globalThis as typeof globalThis & { __hvSiteRenderer?: SiteRenderer | null };

export function setSiteRenderer(renderer: SiteRenderer | null): void {
  shared.__hvSiteRenderer = renderer;
}

/** The registered renderer; null in a process without the HTTP app (nothing is published then). */
export function siteRenderer(): SiteRenderer | null {
  return shared.__hvSiteRenderer ?? null;
}
