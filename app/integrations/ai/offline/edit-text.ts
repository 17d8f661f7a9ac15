import type { EditedText, EditRequest } from "../types";
import { writeOffline } from "./index";

/**
 * The offline editor behind "Omskriv", "Gør kortere" and "Tilføj" when no model is configured
 * (embedded mode): deterministic rules over the owner's own sentences, so it never invents facts.
 * It answers null when its rules find nothing to do; the owner is then told so and the day's
 * AI use is given back. The model (openai-edit.server.ts) does the same jobs with real language skill.
 */
export function editOffline(request: EditRequest): EditedText | null {
  switch (request.action) {
    case "rewrite":
      return rewrite(request.selection);
    case "shorten":
      return shorten(request.selection);
    case "extend":
      return extend(request);
  }
}

/**
 * Phrases of trade copy and another way to say them, both directions: the meaning and the grammar
 * around them stay the same. Longer phrases first, so "så hurtigt som muligt" wins over "hurtigt".
 */
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ["så hurtigt som muligt", "hurtigst muligt"],
  ["for et uforpligtende tilbud", "og få et tilbud uden forpligtelser"],
  ["vi glæder os til at høre fra dig", "vi ser frem til at høre fra dig"],
  ["mange års erfaring", "lang erfaring"],
  ["vi hjælper dig med", "vi tager os af"],
  ["vi hjælper med", "vi tager os af"],
  ["kontakt os", "ring eller skriv til os"],
  ["vi sørger for", "vi tager ansvar for"],
  ["vi tilbyder", "vi står klar med"],
  ["høj kvalitet", "en kvalitet, der holder"],
  ["god service", "ordentlig service"],
  ["sammen med dig", "i samarbejde med dig"],
  ["uanset om", "hvad enten"],
  ["i området", "i lokalområdet"],
  ["til tiden", "som aftalt"],
  ["grundigt", "omhyggeligt"],
  ["desuden", "derudover"],
  ["derfor", "af den grund"],
  ["f.eks.", "for eksempel"],
  ["nemt", "enkelt"],
  ["ønsker", "gerne vil have"],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern for every phrase in both directions, matched as whole words. */
const PHRASE_PATTERN = new RegExp(
  `(?<![\\p{L}\\d])(${PHRASES.flat()
    .sort((x, y) => y.length - x.length)
    .map(escapeRegExp)
    .join("|")})(?![\\p{L}\\d])`,
  "giu",
);

const ALTERNATIVE = new Map(
  PHRASES.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);

/** The replacement keeps a capital first letter where the original had one. */
function sameCase(original: string, replacement: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

function rewrite(selection: string): EditedText | null {
  let changes = 0;
  const text = selection.replace(PHRASE_PATTERN, (match) => {
    const other = ALTERNATIVE.get(match.toLowerCase());
    if (!other) return match;
    changes += 1;
    return sameCase(match, other);
  });
  return changes > 0 ? { text } : null;
}

/** Words that add emphasis but no information: the first thing a shorter text leaves out. */
const FILLERS =
  /(?<![\p{L}])(?:rigtig|virkelig|meget|selvfølgelig|naturligvis|faktisk|helt|altid|også|ganske|særdeles)\s+(?=\p{L})/giu;

const sentencesOf = (paragraph: string) =>
  paragraph.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== "");

function shorten(selection: string): EditedText | null {
  const paragraphs = selection.split(/\n\s*\n/).map((paragraph) => {
    const sentences = sentencesOf(paragraph.trim());
    // Half of the sentences (the first ones: a paragraph's opening says what it is about).
    const kept = sentences.length > 1 ? sentences.slice(0, Math.ceil(sentences.length / 2)) : sentences;
    return kept
      .map((sentence) => {
        const lean = sentence.replace(FILLERS, "");
        return lean.charAt(0).toUpperCase() + lean.slice(1);
      })
      .join(" ");
  });
  const text = paragraphs.filter((paragraph) => paragraph !== "").join("\n\n");
  // Shorter by a tenth at least, and never empty: else there was nothing to leave out.
  return text !== "" && text.length <= selection.trim().length * 0.9 ? { text } : null;
}

/**
 * New text after the selection: the offline writer's paragraphs for this company and page (facts
 * only, never a sentence the page already has), and of those the one sharing the most words with the
 * selection, so it follows on from what the owner marked.
 */
function extend(request: EditRequest): EditedText | null {
  const words = new Set(request.selection.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  if (words.size === 0) return null;
  const copy = writeOffline({
    companyName: request.companyName,
    ...(request.city ? { city: request.city } : {}),
    ...(request.industryDesc ? { industryDesc: request.industryDesc } : {}),
    ...(request.companyDesc ? { companyDesc: request.companyDesc } : {}),
    ...(request.employees !== undefined ? { employees: request.employees } : {}),
    ...(request.foundedYear !== undefined ? { foundedYear: request.foundedYear } : {}),
    ...(request.pageName ? { pageName: request.pageName } : {}),
    ...(request.trust ? { trust: request.trust } : {}),
    pageType: "page",
    keywords: [],
    existingText: request.context,
  });
  const overlap = (paragraph: string) =>
    (paragraph.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => words.has(word)).length;
  let best: string | null = null;
  let bestScore = -1;
  for (const paragraph of copy.content.split("\n\n")) {
    const text = paragraph.trim();
    if (text === "" || request.context.includes(text)) continue;
    const score = overlap(text);
    if (score > bestScore) {
      best = text;
      bestScore = score;
    }
  }
  return best ? { text: best } : null;
}
