import type { MetaDescriptor } from "react-router";
import { mainOgImage } from "~/content/images";
import { productName } from "~/content/site";
import type { PageMeta, SocialImage } from "~/content/types";

/** The id of the public layout route, whose loader gives the main site's origin. */
const MARKETING_LAYOUT_ID = "routes/marketing/layout";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The main site's public origin (env PUBLIC_URL) from the layout's loader data. */
export function originFromMatches(matches: readonly MatchLike[]): string {
  const data = matches.find((match) => match?.id === MARKETING_LAYOUT_ID)?.loaderData as
    | { publicUrl?: string }
    | undefined;
  return data?.publicUrl ?? "";
}

export type JsonLd = { [key: string]: unknown };

/**
 * Title, description, canonical URL (absolute, on the main site) and Open Graph tags for a page of
 * the main site, plus optional JSON-LD (React Router renders it escaped, so "<" cannot end the tag).
 */
export function marketingMeta({
  origin,
  path,
  meta,
  image = mainOgImage,
  type = "website",
  jsonLd,
  noindex = false,
  extra = [],
}: {
  origin: string;
  path: string;
  meta: PageMeta;
  image?: SocialImage;
  type?: "website" | "article";
  jsonLd?: JsonLd;
  noindex?: boolean;
  extra?: MetaDescriptor[];
}): MetaDescriptor[] {
  const url = origin + path;
  const imageUrl = origin + image.src;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: productName },
    { property: "og:locale", content: "da_DK" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...extra,
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ] as MetaDescriptor[];
}
