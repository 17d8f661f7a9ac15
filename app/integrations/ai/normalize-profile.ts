import { TITLE_MAX } from "./limits";
import {
  authorisationAllowed,
  guaranteeAllowed,
  normalizeParagraphs,
  removeAuthorisationClaims,
  removeGuaranteeClaims,
  removeUnverifiedAreaClaims,
  sentenceCaseTitle,
  truncateAtWord,
} from "./normalize";
import type { ProfileRequest, WrittenProfile, WrittenService } from "./types";

export const SERVICES_MIN = 3;
export const SERVICES_MAX = 6;
export const USPS_MAX = 4;
const SERVICE_TITLE_MAX = 40;
const SERVICE_LINE_MAX = 120;
const USP_MAX = 60;
/** The intro is one or two short paragraphs under its heading. */
const INTRO_PARAGRAPHS_MAX = 2;

const AUTHORISATION = /autori[sz]/i;
const GUARANTEE = /garanti|dansk byggeri|tekniq|malermestre|medlem af/iu;
/**
 * What a selling point may never claim on its own: prices, ratings and reviews, opening hours or
 * response times, and superlatives nobody can check. Those belong to the owner's own sections.
 */
const UNCHECKED_CLAIM =
  /\d+\s*(?:kr|,-)|\bpris|billig|gratis|stjerne|anmeld|bedøm|trustpilot|\d[,.]\d|døgn|24\/7|\bkl\.|åbent|timer\b|hverdag|weekend|akut|inden for \d|samme dag|bedste|billigste|nr\. 1|førende/iu;

type RawProfile = {
  intro: { heading: string; text: string };
  services: ReadonlyArray<{ title: string; line: string; description?: string }>;
  usps: readonly string[];
};

/**
 * Brings any writer's profile within the house rules (the same trust-claim rules as page copy):
 * a sentence-cased heading, at most two intro paragraphs, 3–6 distinct services with short lines,
 * at most 4 selling points, and no authorisation, guarantee, price, rating or hours the firm has not
 * given us. Returns null when fewer than three usable services are left: the caller then uses the
 * offline writer's profile instead.
 */
export function normalizeProfile(raw: RawProfile, request: ProfileRequest): WrittenProfile | null {
  const authorisations = authorisationAllowed(request);
  const guarantees = guaranteeAllowed(request);
  const properNouns = { names: [request.companyName], places: request.city ? [request.city] : [] };

  const line = (text: string, max: number) => {
    const unquoted = text
      .trim()
      .replace(/^["'«»“”„]+|["'«»“”„]+$/g, "")
      .replace(/\s+/g, " ");
    if (!authorisations && AUTHORISATION.test(unquoted)) return "";
    if (!guarantees && GUARANTEE.test(unquoted)) return "";
    return truncateAtWord(unquoted, max);
  };
  const prose = (text: string) => {
    const paragraphs = normalizeParagraphs(text);
    const checked = !authorisations
      ? removeAuthorisationClaims(paragraphs)
      : request.trust
        ? removeUnverifiedAreaClaims(paragraphs, request.trust.verifiedAuthorisations)
        : paragraphs;
    return guarantees ? checked : removeGuaranteeClaims(checked);
  };

  // A heading loses the claim's word, not the whole heading ("Autoriseret VVS i København").
  const headingWords = raw.intro.heading
    .replace(/^["'«»“”„]+|["'«»“”„]+$/g, "")
    .replace(/\.$/, "")
    .replace(authorisations ? /$^/ : /\bautori[sz]\p{L}*\s*/giu, "")
    .replace(guarantees ? /$^/ : /\S*garanti\S*\s*/giu, "")
    .replace(/\s+/g, " ");
  const heading = truncateAtWord(withAcronyms(sentenceCaseTitle(headingWords, properNouns)), TITLE_MAX);
  const text = prose(raw.intro.text).split("\n\n").slice(0, INTRO_PARAGRAPHS_MAX).join("\n\n");

  const services: WrittenService[] = [];
  const seen = new Set<string>();
  for (const service of raw.services) {
    const title = line(service.title, SERVICE_TITLE_MAX).replace(/\.$/, "");
    const serviceLine = line(service.line, SERVICE_LINE_MAX);
    if (title === "" || serviceLine === "" || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    const description = prose(service.description ?? "").replace(/\n\n/g, " ");
    services.push({
      title: withAcronyms(sentenceCaseTitle(title, properNouns)),
      line: serviceLine,
      description: description || serviceLine,
    });
    if (services.length === SERVICES_MAX) break;
  }
  if (services.length < SERVICES_MIN) return null;

  const usps = raw.usps
    .map((usp) => line(usp, USP_MAX).replace(/\.$/, ""))
    .filter((usp) => usp !== "" && !UNCHECKED_CLAIM.test(usp))
    .filter(
      (usp, index, all) => all.findIndex((other) => other.toLowerCase() === usp.toLowerCase()) === index,
    )
    .slice(0, USPS_MAX);

  return { intro: { heading: heading || request.companyName.trim(), text }, services, usps };
}

/** "vvs-mand" → "VVS-mand": sentence casing only knows whole-word abbreviations. */
function withAcronyms(text: string): string {
  return text.replace(/(^|[^\p{L}])vvs(?=[^\p{L}]|$)/giu, "$1VVS");
}
