import { SECTION_TEXT_DEFAULTS, withShownTexts } from "~/content/section-texts";
import { reviewCheckText } from "~/content/section-texts/anmeldelser";
import { shownText } from "~/content/section-texts/own-text";
import type { Trade } from "~/lib/trade";
import {
  anmeldelserFormSchema,
  PLATFORM_CHECK_TEXT,
  REVIEW_SITES,
  type ReviewSite,
} from "~/schemas/sections/anmeldelser";
import type { TrustView } from "~/schemas/sections/view";
import {
  AUTHORISATION_AREAS,
  AUTHORISATION_LABELS,
  type AutorisationData,
  MEMBERSHIP_LABELS,
  MEMBERSHIPS,
} from "~/schemas/sections/autorisation";
import { formatKroner, PRICE_UNIT_LABELS, type PriserData, priceRange } from "~/schemas/sections/priser";
import type { TrustSectionName } from "./trust-store.server";

type Stored = Partial<Record<TrustSectionName, { enabled: boolean; data: unknown }>>;

/**
 * The public view of the trust sections that are switched on, and nothing else (it is public route
 * data). Stored data that no longer reads as its section is left out rather than shown half.
 */
export function buildTrustView(stored: Stored, trade: Trade): TrustView {
  const view: TrustView = {};
  const autorisation = stored.autorisation;
  if (autorisation?.enabled)
    view.autorisation = authorisationView(autorisation.data as AutorisationData, trade);
  const anmeldelser = stored.anmeldelser;
  if (anmeldelser?.enabled) {
    const parsed = anmeldelserFormSchema.safeParse(anmeldelser.data);
    if (parsed.success) {
      const links = (Object.keys(REVIEW_SITES) as ReviewSite[])
        .filter((site) => parsed.data.links[site])
        .map((site) => ({ label: REVIEW_SITES[site].label, url: parsed.data.links[site] }));
      view.anmeldelser = {
        intro: shownText(parsed.data.intro, SECTION_TEXT_DEFAULTS.anmeldelser.intro(trade)),
        links,
        quotes: parsed.data.quotes,
        checkText: reviewCheckText(parsed.data.check, trade),
        platformText: links.length > 0 ? PLATFORM_CHECK_TEXT : null,
      };
    }
  }
  const priser = stored.priser;
  if (priser?.enabled) {
    const data = withShownTexts("priser", priser.data as PriserData, trade);
    view.priser = {
      intro: data.intro,
      rows: data.rows.map((row) => ({
        service: row.service,
        price: row.priceIncl === null ? null : formatKroner(row.priceIncl),
        unit: PRICE_UNIT_LABELS[row.unit],
        from: row.from,
      })),
      noPriceText: data.rows.some((row) => row.priceIncl === null) ? data.noPriceText : null,
      priceRange: priceRange(data.rows),
    };
  }
  return view;
}

function authorisationView(data: AutorisationData, trade: Trade) {
  const memberships = MEMBERSHIPS.filter((id) => data.memberships.includes(id)).map(
    (id) => MEMBERSHIP_LABELS[id],
  );
  // Issue 23: only a number the register verified is published; the admin shows the rest with
  // the reason (its own view), the public page and its route data never carry it.
  const shownAreas = AUTHORISATION_AREAS.filter(
    (area) => data.numbers[area] && data.checks?.[area]?.status === "verified",
  );
  const claimed = memberships.length > 0 || shownAreas.length > 0;
  return {
    // The default intro speaks of what is listed below it: without badges or memberships only the
    // owner's own text is shown.
    intro: claimed ? shownText(data.intro, SECTION_TEXT_DEFAULTS.autorisation.intro(trade)) : data.intro.trim(),
    badges: shownAreas.map((area) => {
      const check = data.checks?.[area];
      const verified = check?.status === "verified";
      return {
        label: AUTHORISATION_LABELS[area],
        number: data.numbers[area],
        verified,
        checkedOn: verified && check ? check.checkedAt.slice(0, 10) : null,
      };
    }),
    memberships,
  };
}
