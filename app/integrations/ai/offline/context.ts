import { detectTradeFrom } from "~/lib/trade";
import type { PageType, WriteRequest } from "../types";
import { pick, shuffle } from "./hash";
import type { TradeProfile } from "./profile";
import { PROFILES } from "./profiles";
import { inSentence } from "./text";

/** Register bands: "1", "2-4", "5-9", "10-19", "20-49"... We hold the lower bound. */
type TeamSize = "solo" | "small" | "medium" | "large" | "unknown";

/** What the company form tells a customer: who they will be dealing with. */
type OwnerKind = "sole" | "partnership" | "company" | "unknown";

/** Everything a template may use, derived once from the request. */
export type CopyContext = {
  /** The registered name, e.g. "Hansen Tømrer & Snedker ApS". */
  name: string;
  /** The name without its company-form suffix, for running text: "Hansen Tømrer & Snedker". */
  shortName: string;
  /** The town without its postal district letter ("København N" → "København"), if known. */
  city?: string;
  /** " i Vejle", or "" when the town is unknown: templates append it directly. */
  inCity: string;
  /** "Vejle og omegn", or "lokalområdet". */
  area: string;
  profile: TradeProfile;
  /** The register's industry description in running-text case ("tagdækning"), if known. */
  industry?: string;
  foundedYear?: number;
  team: TeamSize;
  owner: OwnerKind;
  /** The owner's keywords, trimmed and without duplicates, as typed. */
  keywords: string[];
  /** What a subpage is about, in running-text case: the page name, a keyword or the trade's work. */
  topic: string;
  /** A few of the company's own sentences from its existing website. */
  ownWords: string[];
  pageType: PageType;
  /** The variant for a slot, different for each page type of the same company. */
  pick: <T>(slot: string, items: readonly [T, ...T[]]) => T;
  /** The items in this company's own stable order, for lists and padding. */
  shuffled: <T>(slot: string, items: readonly T[]) => T[];
};

const COMPANY_FORM_SUFFIX = /\s+(?:ApS|A\/S|I\/S|IVS|P\/S|K\/S|A\.m\.b\.a\.?)$/i;
const POSTAL_DISTRICT = /^(.*\S)\s+(?:[NSØVCK]|NV|NØ|SV|SØ)$/;
/** The editor's name for a freshly added page (SPEC §2): not a topic. */
const DEFAULT_PAGE_NAME = "ny side";

function teamSize(employees: number | null | undefined): TeamSize {
  if (typeof employees !== "number" || employees <= 0) return "unknown";
  if (employees === 1) return "solo";
  if (employees < 5) return "small";
  if (employees < 20) return "medium";
  return "large";
}

function ownerKind(companyDesc: string | undefined): OwnerKind {
  const form = (companyDesc ?? "").toLowerCase();
  if (form.includes("enkeltmand")) return "sole";
  if (form.includes("interessentskab") || form === "i/s") return "partnership";
  if (/selskab|aps|a\/s/.test(form)) return "company";
  return "unknown";
}

function uniqueKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim().replace(/\s+/g, " ");
    if (keyword === "" || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    result.push(keyword);
  }
  return result;
}

/**
 * Sentences from the old website that read as the company describing itself ("Vi ..."), not as menus,
 * cookie notices or contact details. At most two, in their original order.
 */
function ownSentences(scrapedText: string | undefined): string[] {
  if (!scrapedText) return [];
  const chrome =
    /cookie|klik|læs mere|hjemmeside|website|menu|copyright|©|rettigheder|@|https?:|www\.|\d{6,}/i;
  return scrapedText
    .replace(/\s+/g, " ")
    .split(/(?<=[.!])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const words = sentence.split(" ").length;
      return (
        words >= 8 &&
        words <= 35 &&
        /^\p{Lu}/u.test(sentence) &&
        /[.!]$/.test(sentence) &&
        /\b(?:vi|vores|os)\b/i.test(sentence) &&
        !chrome.test(sentence)
      );
    })
    .slice(0, 2);
}

/**
 * `variant` moves every choice on by that many places: the writer tries further variants when the
 * first one would repeat text the page already has.
 */
export function buildContext(request: WriteRequest, variant = 0): CopyContext {
  const name = request.companyName.trim().replace(/\s+/g, " ");
  const shortName = name.replace(COMPANY_FORM_SUFFIX, "") || name;
  const rawCity = request.city?.trim() || undefined;
  const city = rawCity?.replace(POSTAL_DISTRICT, "$1");
  const keywords = uniqueKeywords(request.keywords);
  const trade = detectTradeFrom([request.industryDesc, name, keywords.join(" "), request.scrapedText]);
  const profile = PROFILES[trade];
  const properNouns = [name, city ?? ""];

  const pageName = request.pageName?.trim();
  const topicSource = pageName && pageName.toLowerCase() !== DEFAULT_PAGE_NAME ? pageName : keywords[0];
  const topic = topicSource ? inSentence(topicSource, properNouns) : profile.craft;

  // Subpages about different topics should not share every paragraph, so the topic joins the seed there.
  const seed =
    request.pageType === "page" ? `${name.toLowerCase()}|${topic.toLowerCase()}` : name.toLowerCase();
  const offset = { homepage: 0, about: 1, page: 2 }[request.pageType] + variant;
  const shuffleSeed = variant === 0 ? seed : `${seed}|v${variant}`;

  return {
    name,
    shortName,
    city,
    inCity: city ? ` i ${city}` : "",
    area: city ? `${city} og omegn` : "lokalområdet",
    profile,
    industry: request.industryDesc?.trim() ? inSentence(request.industryDesc.trim(), properNouns) : undefined,
    foundedYear: typeof request.foundedYear === "number" ? request.foundedYear : undefined,
    team: teamSize(request.employees),
    owner: ownerKind(request.companyDesc),
    keywords,
    topic,
    ownWords: ownSentences(request.scrapedText),
    pageType: request.pageType,
    pick: (slot, items) => pick(items, `${seed}|${slot}`, offset),
    shuffled: (slot, items) => shuffle(items, `${shuffleSeed}|${slot}`),
  };
}
