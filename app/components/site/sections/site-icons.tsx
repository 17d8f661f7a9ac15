import type { SiteDetailsView } from "~/schemas/sections/view";

/** The product's own icons: the main site, admin, and customer sites whose icons are not rendered yet. */
export function ProductIcons() {
  return (
    <>
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </>
  );
}

/**
 * A customer page's icons (React hoists the links into <head>): the site's own favicon and Apple
 * touch icon, rendered from its logo or initials (files under /media on the site's own host, cached
 * for a year under content-derived names), else the product's.
 */
export function SiteIcons({ images }: { images: SiteDetailsView["images"] | undefined }) {
  if (!images) return <ProductIcons />;
  return (
    <>
      <link rel="icon" href={images.favicon} type="image/png" sizes="48x48" />
      <link rel="apple-touch-icon" href={images.touchIcon} sizes="180x180" />
    </>
  );
}
