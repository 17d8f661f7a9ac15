import { openingHoursSpecification } from "~/lib/hours";
import type { Trade } from "~/lib/trade";
import { onCallHoursAvailable } from "~/schemas/sections/on-call-schedule";
import type { AuthorisationView, PricesView, ReviewsView, SiteDetailsView } from "~/schemas/sections/view";
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
  const prices = priceRange?.trim() || pricesJsonLd(company.trust?.priser);
  if (prices) data.priceRange = prices;
  Object.assign(
    data,
    credentialsJsonLd(company.trust?.autorisation),
    reviewsJsonLd(company.trust?.anmeldelser),
  );
  if (hours.length > 0) data.openingHoursSpecification = hours;
  if (sameAs.length > 0) data.sameAs = sameAs;
  return { ...data, ...siteDetailsJsonLd(company.details) };
}

/** priceRange from the price list (incl. moms), when it has prices. */
function pricesJsonLd(prices: PricesView | undefined): string | null {
  return prices?.priceRange ?? null;
}

/** hasCredential: only authorisations Sikkerhedsstyrelsen's register verified; owner statements never. */
function credentialsJsonLd(view: AuthorisationView | undefined): Record<string, unknown> {
  const verified = view?.badges.filter((badge) => badge.verified) ?? [];
  if (verified.length === 0) return {};
  return {
    hasCredential: verified.map((badge) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "Autorisation",
      name: badge.label,
      identifier: badge.number,
      recognizedBy: {
        "@type": "GovernmentOrganization",
        name: "Sikkerhedsstyrelsen",
        url: "https://www.sik.dk/",
      },
    })),
  };
}

/**
 * The owner's quotes with stars as reviews, and aggregateRating only from those stars on this site:
 * never from another site's score, never invented. A quote without stars is shown on the page but is
 * not marked up as a Review (Google requires reviewRating on a Review).
 */
function reviewsJsonLd(view: ReviewsView | undefined): Record<string, unknown> {
  if (!view || view.quotes.length === 0) return {};
  const rated = view.quotes.filter((quote) => quote.rating !== null);
  if (rated.length === 0) return {};
  const result: Record<string, unknown> = {
    review: rated.map((quote) => ({
      "@type": "Review",
      author: { "@type": "Person", name: quote.name },
      datePublished: quote.date,
      reviewBody: quote.text,
      reviewRating: { "@type": "Rating", ratingValue: quote.rating, bestRating: 5, worstRating: 1 },
    })),
  };
  const average = rated.reduce((sum, quote) => sum + (quote.rating ?? 0), 0) / rated.length;
  result.aggregateRating = {
    "@type": "AggregateRating",
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: rated.length,
    bestRating: 5,
    worstRating: 1,
  };
  return result;
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

// Issue 13/16 additions: small helpers, each adding one property from the site's sections.

/** areaServed: the postcodes the company serves, as places with their postcode and town. */
function areaServedJsonLd(area: SiteDetailsView["area"]) {
  return area.map((postcode) => ({
    "@type": "Place",
    name: `${postcode.nr} ${postcode.name}`,
    address: {
      "@type": "PostalAddress",
      postalCode: postcode.nr,
      addressLocality: postcode.name,
      addressCountry: "DK",
    },
  }));
}

/** geo: the centre of the company's own postcode (DAWA's visual centre), 5 decimals (about 1 m). */
function geoJsonLd(geo: NonNullable<SiteDetailsView["geo"]>) {
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  return { "@type": "GeoCoordinates", latitude: round(geo.latitude), longitude: round(geo.longitude) };
}

/**
 * The on-call number as an emergency contact point: its hours as hoursAvailable (one
 * OpeningHoursSpecification per time range), and the hours in Danish with the owner's note as the
 * description, as the page shows them.
 */
export function onCallContactPointJsonLd(onCall: NonNullable<SiteDetailsView["onCall"]>) {
  const hoursAvailable = onCallHoursAvailable(onCall.schedule);
  const description = [...onCall.hours, onCall.note].filter(Boolean).join(". ");
  return {
    "@type": "ContactPoint",
    contactType: "emergency",
    name: "Vagt / akut",
    telephone: internationalPhone(onCall.phone),
    ...(hoursAvailable.length > 0 ? { hoursAvailable } : {}),
    ...(description ? { description } : {}),
    areaServed: "DK",
  };
}

/** Holiday closures (in force or announced) as closed days: opens and closes at 00:00 over the dates. */
function specialOpeningHoursJsonLd(holidays: SiteDetailsView["holidays"]) {
  return [...(holidays.active ? [holidays.active] : []), ...holidays.upcoming].map((period) => ({
    "@type": "OpeningHoursSpecification",
    opens: "00:00",
    closes: "00:00",
    validFrom: period.from,
    validThrough: period.to,
  }));
}

/** The properties the site's sections add to the LocalBusiness object (only those that apply). */
function siteDetailsJsonLd(details: SiteDetailsView | undefined): Record<string, unknown> {
  if (!details) return {};
  const data: Record<string, unknown> = {};
  if (details.area.length > 0) data.areaServed = areaServedJsonLd(details.area);
  if (details.geo) data.geo = geoJsonLd(details.geo);
  if (details.onCall) data.contactPoint = onCallContactPointJsonLd(details.onCall);
  const special = specialOpeningHoursJsonLd(details.holidays);
  if (special.length > 0) data.specialOpeningHoursSpecification = special;
  return data;
}
