import { canonicalUrl } from "~/lib/canonical";
import { plainSiteText } from "~/lib/site-text";
import { detectTradeFrom, TRADE_LABELS, type Trade } from "~/lib/trade";
import { normalizePage } from "./normalize-page";
import { defaultShareImage, imageSrc, resolveImage } from "./site-images";
import { jsonForScript, localBusinessJsonLd } from "./structured-data";
import type { SiteCompany, SiteImage, SitePageRecord } from "./types";

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

/** The company's trade, for schema.org types and default images. */
export function siteTrade(company: Pick<SiteCompany, "industryDesc" | "name">): Trade {
  return detectTradeFrom([company.industryDesc, company.name]);
}

/** Cuts at a word boundary and adds an ellipsis when the text is longer than `max`. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export type SiteMeta = {
  title: string;
  description: string;
  canonical: string;
  image: { url: string; width: number; height: number };
  jsonLd: string;
  siteName: string;
};

/**
 * Title and description from metaTitle/metaDescription, with fallbacks (homepage: name, trade and town;
 * sub-page: page name and company; description: the page's own text); the canonical URL on the
 * canonical origin; the share image; JSON-LD for the company.
 */
export function siteMeta(input: {
  company: SiteCompany;
  page: SitePageRecord;
  images: SiteImage[];
  origin: string;
}): SiteMeta {
  const { company, page, images, origin } = input;
  const trade = siteTrade(company);
  const content = normalizePage(page);
  const isHome = page.type === "homepage";
  const where = company.city ? ` i ${company.city}` : "";

  const title =
    page.metaTitle.trim() ||
    (isHome
      ? `${company.name} – ${TRADE_LABELS[trade]}${where}`
      : `${page.pageName.trim() || content.title} | ${company.name}`);

  const description =
    page.metaDescription.trim() ||
    truncate(plainSiteText(content.body) || content.subtitle, META_DESCRIPTION_MAX) ||
    truncate(
      `${company.name}${company.industryDesc ? ` – ${company.industryDesc.toLowerCase()}` : ""}${where}.${company.phone ? ` Ring ${company.phone}.` : ""}`,
      META_DESCRIPTION_MAX,
    );

  const uploaded = resolveImage(
    content.heroImage ?? content.image ?? content.gallery.find((g) => g.image)?.image,
    images,
    { width: 1200, height: 630 },
    "",
  );
  const share = uploaded ?? defaultShareImage(trade);
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);

  const jsonLd = localBusinessJsonLd({
    company,
    trade,
    origin,
    description: isHome ? description : "",
    logoUrl: company.logo ? absolute(imageSrc(company.logo)) : null,
    imageUrl: absolute(share.src),
  });

  return {
    title,
    description,
    canonical: canonicalUrl(origin, isHome ? null : page.slug),
    image: { url: absolute(share.src), width: share.width, height: share.height },
    jsonLd: jsonForScript(jsonLd),
    siteName: company.name,
  };
}
