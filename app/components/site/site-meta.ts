import { canonicalUrl } from "~/lib/canonical";
import { plainSiteText } from "~/lib/site-text";
import { detectTradeFrom, TRADE_LABELS, type Trade } from "~/lib/trade";
import type { SiteCompany, SiteImage, SitePageRecord } from "~/schemas/site-view";
import { normalizePage } from "./normalize-page";
import { defaultShareImage, imageSrc, resolveImage } from "./site-images";
import { jsonForScript, localBusinessJsonLd } from "./structured-data";

/** The company's trade, for schema.org types and default images. */
export function siteTrade(company: Pick<SiteCompany, "industryDesc" | "name">): Trade {
  return detectTradeFrom([company.industryDesc, company.name]);
}

/** Meta descriptions are kept within this, which search results show whole. */
const META_DESCRIPTION_TARGET = 155;

/**
 * Shortens text for a meta description without an ellipsis: whole sentences when they fill at least
 * half of `max`, else up to the last whole word (trailing commas and dashes dropped).
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const sentenceEnds = [...head.matchAll(/[.!?](?=\s)/g)].map((m) => (m.index ?? 0) + 1);
  const lastSentence = sentenceEnds.filter((end) => end <= max).at(-1);
  if (lastSentence !== undefined && lastSentence >= max / 2) return clean.slice(0, lastSentence);
  const space = head.lastIndexOf(" ");
  const words = space > 0 ? clean.slice(0, space) : clean.slice(0, max);
  return words.replace(/[\s,;:–-]+$/, "");
}

/** One stable description of the business (the same on every page), for its structured data. */
function businessDescription(company: SiteCompany): string {
  const what = company.industryDesc ? ` – ${company.industryDesc.toLowerCase()}` : "";
  const where = company.city ? ` i ${company.city}` : "";
  return `${company.name}${what}${where}.`;
}

export type SiteMeta = {
  title: string;
  description: string;
  canonical: string;
  image: { url: string; width: number; height: number; alt: string };
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
    truncate(plainSiteText(content.body) || content.subtitle, META_DESCRIPTION_TARGET) ||
    truncate(
      `${company.name}${company.industryDesc ? ` – ${company.industryDesc.toLowerCase()}` : ""}${where}.${company.phone ? ` Ring ${company.phone}.` : ""}`,
      META_DESCRIPTION_TARGET,
    );

  const uploaded = resolveImage(
    content.heroImage ?? content.image ?? content.gallery.find((g) => g.image)?.image,
    images,
    { width: 1200, height: 630 },
    "",
  );
  // The share image rendered for the site (issue 13) looks like the company; else the page's own photo.
  const rendered = company.details?.images?.ogImage;
  const share = rendered
    ? { src: rendered, width: 1200, height: 630 }
    : (uploaded ?? defaultShareImage(trade));
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);
  // The business block is one object under one @id: every page of the site must say the same about
  // it (issue 27), so its pictures are the site's own, never a photo of the page at hand. The logo is
  // the owner's, else the rendered site icon (the logo or initials, 180 px); the image is the rendered
  // share image of the firm, else the logo. Never the trade illustration every site shares.
  const siteImages = company.details?.images;
  const logoUrl = company.logo
    ? absolute(imageSrc(company.logo))
    : siteImages
      ? absolute(siteImages.touchIcon)
      : null;

  const jsonLd = localBusinessJsonLd({
    company,
    trade,
    origin,
    description: businessDescription(company),
    logoUrl,
    imageUrl: siteImages ? absolute(siteImages.ogImage) : logoUrl,
  });

  return {
    title,
    description,
    canonical: canonicalUrl(origin, isHome ? null : page.slug),
    image: {
      url: absolute(share.src),
      width: share.width,
      height: share.height,
      alt: rendered
        ? `${company.name} – ${TRADE_LABELS[trade].toLowerCase()}${where}`
        : uploaded
          ? `Billede fra ${company.name}`
          : `Illustration: ${TRADE_LABELS[trade].toLowerCase()}`,
    },
    jsonLd: jsonForScript(jsonLd),
    siteName: company.name,
  };
}
