import type { SiteProfile, SiteService } from "~/schemas/site-profile";
import type { SiteCompany, SiteNavPage } from "~/schemas/site-view";

/**
 * What the homepage's new sections (issue 22) show, worked out from data we already hold. Pure, so
 * the rules (what counts as a trust signal, how honest the review average is) are unit-tested.
 */

/** The profile, read defensively: sites made before issue 22 (and the editor's preview) have none. */
export function profileOf(company: SiteCompany): SiteProfile | null {
  return company.profile ?? null;
}

/** A service card as the homepage draws it: its link is a page of the site, or none. */
export type ServiceCard = { title: string; line: string; slug: string | null };

/**
 * 3–6 cards: the profile's own service cards when it has them; else (older sites) one per published
 * sub-page with its first sentence. Fewer than three page cards would not be an overview, so then none.
 */
export function serviceCards(profile: SiteProfile | null, pages: SiteNavPage[]): ServiceCard[] {
  const slugs = new Set(pages.map((page) => page.slug));
  if (profile && profile.services.length > 0) {
    return profile.services.slice(0, 6).map((service: SiteService) => ({
      title: service.title,
      line: service.line,
      // A card never links to a page that is not (or no longer) published.
      slug: service.pageSlug && slugs.has(service.pageSlug) ? service.pageSlug : null,
    }));
  }
  const derived = pages
    .filter((page) => page.type !== "homepage" && page.summary)
    .slice(0, 6)
    .map((page) => ({ title: page.title?.trim() || page.pageName, line: page.summary!, slug: page.slug }));
  return derived.length >= 3 ? derived : [];
}

export type ReviewAggregate = { average: string; count: number };

/**
 * The honest aggregate of the quotes shown here: the average of the quotes that carry stars, and how
 * many those are. No stars anywhere, no aggregate (never a made-up rating).
 */
export function reviewAggregate(quotes: Array<{ rating: number | null }>): ReviewAggregate | null {
  const ratings = quotes.map((quote) => quote.rating).filter((rating): rating is number => !!rating);
  if (ratings.length === 0) return null;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { average: average.toFixed(1).replace(".", ","), count: ratings.length };
}

/** "4,8 af 5 i 6 udtalelser her" (one: "5,0 af 5 i 1 udtalelse her"). */
export function aggregateText(aggregate: ReviewAggregate): string {
  return `${aggregate.average} af 5 i ${aggregate.count} ${aggregate.count === 1 ? "udtalelse" : "udtalelser"} her`;
}

export type TrustItemKind = "since" | "authorisation" | "reviews" | "guarantee" | "oncall" | "usp";
export type TrustItem = { kind: TrustItemKind; label: string; detail: string | null };

/** The year a company started, from the CVR start date ("2011-04-01"), or null when unknown or odd. */
export function startYear(startDate: string | null | undefined): number | null {
  const year = Number(startDate?.slice(0, 4));
  return Number.isInteger(year) && year >= 1800 && year <= 2100 ? year : null;
}

/** Selling points fill the trust bar up to this many badges: one row on a computer, 2×2 on a phone. */
const TRUST_BAR_MAX = 4;

/**
 * The trust bar under the hero: only what the register or the owner's own sections say, in the order
 * a visitor weighs it. Verified authorisations only (an unverified number is never published, issue 23).
 * A firm with few of those (a new site: only "Siden 2005") fills the bar with its own selling points
 * from the profile (facts the writer took from the register, or lines the owner wrote), never with a
 * made-up claim.
 */
export function trustItems(company: SiteCompany): TrustItem[] {
  const items: TrustItem[] = [];
  const year = startYear(company.startDate);
  if (year) items.push({ kind: "since", label: `Siden ${year}`, detail: "Registreret i CVR" });
  const verified = company.trust?.autorisation?.badges.filter((badge) => badge.verified) ?? [];
  for (const badge of verified.slice(0, 2)) {
    items.push({ kind: "authorisation", label: badge.label, detail: "Verificeret hos Sikkerhedsstyrelsen" });
  }
  const reviews = company.trust?.anmeldelser;
  const aggregate = reviews ? reviewAggregate(reviews.quotes) : null;
  if (aggregate)
    items.push({ kind: "reviews", label: `★ ${aggregate.average} af 5`, detail: aggregateDetail(aggregate) });
  const guarantee = company.trust?.autorisation?.memberships.find((label) => /garanti/i.test(label));
  // "Tilsluttet Byggegaranti" → "Byggegaranti" / "Tilsluttet garantiordning": short enough for a badge.
  if (guarantee) {
    items.push({
      kind: "guarantee",
      label: guarantee.replace(/^Tilsluttet /, ""),
      detail: "Tilsluttet garantiordning",
    });
  }
  const onCall = company.details?.onCall;
  if (onCall) items.push({ kind: "oncall", label: onCallLabel(onCall), detail: onCall.hours[0] ?? null });
  // "Startet i 2005" says what "Siden 2005" already says.
  const usps = (company.profile?.usps ?? []).filter(
    (usp) => usp.trim() && !(year && /^(?:startet|grundlagt|etableret) i \d{4}$/i.test(usp.trim())),
  );
  for (const usp of usps) {
    if (items.length >= TRUST_BAR_MAX) break;
    items.push({ kind: "usp", label: usp.trim(), detail: null });
  }
  return items;
}

/**
 * What the firm's on-call is called: "Døgnvagt" only when the owner's schedule is round the clock;
 * otherwise "Vagttelefon", and its hours say when.
 */
export function onCallLabel(onCall: { hours: string[] }): "Døgnvagt" | "Vagttelefon" {
  return onCall.hours.some((line) => line.startsWith("Døgnvagt")) ? "Døgnvagt" : "Vagttelefon";
}

function aggregateDetail(aggregate: ReviewAggregate): string {
  return `i ${aggregate.count} ${aggregate.count === 1 ? "udtalelse" : "udtalelser"} her`;
}
