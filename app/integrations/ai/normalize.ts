import { SUBTITLE_MAX, TITLE_MAX } from "./limits";
import type { WriteRequest, WrittenCopy } from "./types";

/** Abbreviations that stay upper case in a sentence-cased title. */
const ACRONYMS = new Map(
  ["VVS", "ApS", "A/S", "I/S", "IVS", "P/S", "K/S", "CVR"].map((a) => [a.toLowerCase(), a]),
);

const AUTHORISATION = /autori[sz]/i;

export type ProperNouns = {
  /** Company names: restored where two or more of their words appear in a row ("Hansen Tømrer"). */
  names?: readonly string[];
  /** Town names: restored word by word ("Vejle", "Lyngby"). */
  places?: readonly string[];
};

/**
 * SPEC §7: the title is lower-cased and then its first letter capitalised, turning a model's English-style
 * Title Case into Danish sentence case. We keep the intent but restore the proper nouns we know, so
 * "Tømrer i Vejle – Hansen Tømrer & Snedker" keeps its town and company name. A lone word from a
 * company name ("Tømrer") is usually the trade itself, so only runs of two or more count.
 */
export function sentenceCaseTitle(title: string, properNouns: ProperNouns = {}): string {
  const words = title.trim().split(/\s+/);
  const cores = words.map((word) => stripPunctuation(word).toLowerCase());
  const restored: Array<string | undefined> = cores.map((core) => ACRONYMS.get(core));

  const sources = [
    ...(properNouns.names ?? []).map((name) => ({ text: name, minRun: 2 })),
    ...(properNouns.places ?? []).map((place) => ({ text: place, minRun: 1 })),
  ];
  for (const { text, minRun } of sources) {
    // "&" keeps its place as an empty core, so "Hansen Tømrer & Snedker" still matches as one run.
    const sourceCores = text.trim().split(/\s+/).map(stripPunctuation);
    const needed = Math.min(minRun, sourceCores.length);
    for (let i = 0; i < cores.length; i++) {
      for (let j = 0; j < sourceCores.length; j++) {
        let run = 0;
        while (cores[i + run] !== undefined && cores[i + run] === sourceCores[j + run]?.toLowerCase()) run++;
        if (run < needed || run === 0) continue;
        for (let k = 0; k < run; k++) restored[i + k] = sourceCores[j + k];
      }
    }
  }

  const cased = words.map((word, index) => {
    const original = restored[index];
    const core = stripPunctuation(word);
    return original === undefined || core === "" ? word.toLowerCase() : word.replace(core, original);
  });
  return capitaliseFirstLetter(cased.join(" "));
}

function stripPunctuation(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

function capitaliseFirstLetter(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/** Shortens to at most `max` characters at a word boundary, without a dangling comma or dash. */
export function truncateAtWord(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const shortened = lastSpace > max / 2 ? cut.slice(0, lastSpace) : trimmed.slice(0, max);
  return shortened.replace(/[\s,;:–—-]+$/u, "");
}

/**
 * Paragraphs separated by exactly one blank line, as the site renders them. A reply that used single line
 * breaks between paragraphs gets one paragraph per line; markdown markers are dropped because owner text
 * is shown as plain text.
 */
export function normalizeParagraphs(content: string): string {
  const unified = content.replace(/\r\n?/g, "\n").trim();
  const blocks = /\n\s*\n/.test(unified) ? unified.split(/\n\s*\n/) : unified.split("\n");
  return blocks
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.replace(/^\s*(?:#{1,6}\s+|[-*•]\s+)/, "").trim())
        .join(" ")
        .replace(/\*\*|__/g, "")
        .replace(/\s{2,}/g, " ")
        .trim(),
    )
    .filter((paragraph) => paragraph !== "")
    .join("\n\n");
}

/** The owner told us about an authorisation: in a keyword or on their own website. */
export function authorisationAllowed(
  request: Pick<WriteRequest, "keywords" | "scrapedText" | "trust">,
): boolean {
  if (request.trust) return request.trust.verifiedAuthorisations.length > 0;
  return (
    request.keywords.some((keyword) => AUTHORISATION.test(keyword)) ||
    AUTHORISATION.test(request.scrapedText ?? "")
  );
}

/** Guarantees, guarantee schemes and trade-body memberships (Byggegaranti, Dansk Byggeri, TEKNIQ ...). */
export const GUARANTEE = /garanti|dansk byggeri|tekniq|malermestre|medlem af/iu;

/** Only the memberships and guarantee schemes the owner ticked in the trust section may be mentioned. */
export function guaranteeAllowed(request: Pick<WriteRequest, "trust">): boolean {
  return (request.trust?.memberships.length ?? 0) > 0;
}

/** Drops every sentence that claims an authorisation the owner did not tell us about. */
export function removeAuthorisationClaims(content: string): string {
  return removeSentences(content, AUTHORISATION);
}

/** Drops every sentence that claims a guarantee or membership the owner did not tick. */
export function removeGuaranteeClaims(content: string): string {
  return removeSentences(content, GUARANTEE);
}

/** The words that name each authorised trade, matched inside an authorisation sentence. */
const AREA_WORDS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/elinstallatør/i, /\bel[- ]?installat|elektriker|\bel-/iu],
  [/vvs/i, /vvs/iu],
  [/kloak/i, /kloak/iu],
  [/gas/i, /gas/iu],
];

/**
 * With register-verified authorisations: an authorisation sentence stays only when every trade it
 * names is verified ("autoriseret VVS-installatør" goes when only el is verified).
 */
export function removeUnverifiedAreaClaims(content: string, verifiedLabels: readonly string[]): string {
  const unverified = AREA_WORDS.filter(([label]) => !verifiedLabels.some((v) => label.test(v))).map(
    ([, words]) => words,
  );
  return content
    .split("\n\n")
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?])\s+/)
        .filter(
          (sentence) => !AUTHORISATION.test(sentence) || !unverified.some((words) => words.test(sentence)),
        )
        .join(" "),
    )
    .filter((paragraph) => paragraph.trim() !== "")
    .join("\n\n");
}

function removeSentences(content: string, claim: RegExp): string {
  return content
    .split("\n\n")
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !claim.test(sentence))
        .join(" "),
    )
    .filter((paragraph) => paragraph.trim() !== "")
    .join("\n\n");
}

/** The same for a one-line title or subtitle, where we drop the word instead of the sentence. */
function removeAuthorisationWords(line: string): string {
  return line
    .replace(/\bautori[sz]\p{L}*\s*/giu, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * Brings any writer's raw copy within SPEC §9 and the house rules: sentence-cased title of at most 60
 * characters, subtitle of at most 120 (left out when empty), clean paragraphs, no unsupported claims.
 */
export function normalizeCopy(
  raw: { title: string; subtitle?: string | null; content: string },
  request: WriteRequest,
): WrittenCopy {
  const allowed = authorisationAllowed(request);
  const guarantees = guaranteeAllowed(request);
  const clean = (line: string) => {
    const unquoted = line
      .trim()
      .replace(/^["'«»“”„]+|["'«»“”„]+$/g, "")
      .replace(/\.$/, "");
    const guarded = guarantees ? unquoted : unquoted.replace(/\S*garanti\S*\s*/giu, "").trim();
    return allowed ? guarded : removeAuthorisationWords(guarded);
  };
  const properNouns = { names: [request.companyName], places: request.city ? [request.city] : [] };

  const title = truncateAtWord(sentenceCaseTitle(clean(raw.title), properNouns), TITLE_MAX);
  const subtitle = truncateAtWord(clean(raw.subtitle ?? ""), SUBTITLE_MAX);
  const paragraphs = normalizeParagraphs(raw.content);
  const checked = !allowed
    ? removeAuthorisationClaims(paragraphs)
    : request.trust
      ? removeUnverifiedAreaClaims(paragraphs, request.trust.verifiedAuthorisations)
      : paragraphs;
  const content = guarantees ? checked : removeGuaranteeClaims(checked);
  return subtitle === "" ? { title, content } : { title, subtitle, content };
}
