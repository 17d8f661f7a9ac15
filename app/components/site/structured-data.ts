import { openingHoursSpecification } from "~/lib/hours";
import type { Trade } from "~/lib/trade";
import type { SiteCompany } from "~/schemas/site-view";

/** The most specific schema.org LocalBusiness type for each trade. */
export const SCHEMA_TYPES: Record<Trade, string> = {
  tomrer: "GeneralContractor",
  murer: "GeneralContractor",
  vvs: "Plumber",
  maler: "HousePainter",
  // schema.org has no window-cleaning type; cleaning of homes sits under HomeAndConstructionBusiness.
  vinduespudser: "HomeAndConstructionBusiness",
  mekaniker: "AutoRepair",
  elektriker: "Electrician",
  other: "HomeAndConstructionBusiness",
};

/** A Danish phone number in international form for structured data: "+45 12 34 56 78". */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^\+\d{6,15}$/.test(digits)) return digits;
  if (/^0045\d{8}$/.test(digits)) return `+45${digits.slice(4)}`;
  if (/^\d{8}$/.test(digits)) return `+45${digits}`;
  return phone.trim();
}

export type LocalBusinessInput = {
  company: SiteCompany;
  trade: Trade;
  /** The canonical origin: the verified own domain, else the subdomain address. */
  origin: string;
  description: string;
  /** Absolute URLs. */
  logoUrl: string | null;
  imageUrl: string | null;
  /**
   * schema.org priceRange (e.g. "450-650 kr./time"). Companies have no prices yet: pass it once they
   * do; it is left out when empty, never guessed.
   */
  priceRange?: string | null;
};

/** JSON-LD for the company: type, address, contact, opening hours (where they parse), socials. */
export function localBusinessJsonLd({
  company,
  trade,
  origin,
  description,
  logoUrl,
  imageUrl,
  priceRange,
}: LocalBusinessInput) {
  const sameAs = Object.values(company.socialMedia ?? {}).filter(
    (url): url is string => typeof url === "string" && /^https:\/\//.test(url),
  );
  const hours = company.showHours ? openingHoursSpecification(company.hours) : [];
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": SCHEMA_TYPES[trade],
    "@id": `${origin}/#virksomhed`,
    name: company.name,
    url: `${origin}/`,
    identifier: { "@type": "PropertyValue", propertyID: "CVR", value: company.cvr },
  };
  if (description) data.description = description;
  if (company.phone.trim()) data.telephone = internationalPhone(company.phone);
  if (company.email.trim()) data.email = company.email.trim();
  if (company.address || company.zipcode || company.city) {
    data.address = {
      "@type": "PostalAddress",
      ...(company.address ? { streetAddress: company.address } : {}),
      ...(company.zipcode ? { postalCode: company.zipcode } : {}),
      ...(company.city ? { addressLocality: company.city } : {}),
      addressCountry: "DK",
    };
  }
  if (company.city) data.areaServed = { "@type": "City", name: company.city };
  if (logoUrl) data.logo = logoUrl;
  if (imageUrl) data.image = imageUrl;
  if (priceRange?.trim()) data.priceRange = priceRange.trim();
  if (hours.length > 0) data.openingHoursSpecification = hours;
  if (sameAs.length > 0) data.sameAs = sameAs;
  return data;
}

/**
 * JSON for a <script type="application/ld+json"> block: "<", ">" and "&" escaped so owner text can
 * never close the script element or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
