import type { SiteMeta } from "./site-meta";

/**
 * The document head of a customer page (React hoists these into <head>): title, description,
 * canonical URL, Open Graph, and the company's JSON-LD.
 */
export function SiteHead({ meta, themeColor }: { meta: SiteMeta; themeColor: string }) {
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonical} />
      <meta name="theme-color" content={themeColor} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="da_DK" />
      <meta property="og:site_name" content={meta.siteName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:image" content={meta.image.url} />
      <meta property="og:image:width" content={String(meta.image.width)} />
      <meta property="og:image:height" content={String(meta.image.height)} />
      {meta.image.alt ? <meta property="og:image:alt" content={meta.image.alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image.url} />
      {meta.image.alt ? <meta name="twitter:image:alt" content={meta.image.alt} /> : null}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (jsonForScript)
        dangerouslySetInnerHTML={{ __html: meta.jsonLd }}
      />
    </>
  );
}
