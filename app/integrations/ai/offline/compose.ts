import { TRADE_LABELS } from "~/lib/trade";
import { countWords, MIN_WORDS, TITLE_MAX } from "../limits";
import type { CopyContext } from "./context";
import {
  approachParagraph,
  closingParagraph,
  companyParagraph,
  keywordSentences,
  PADDING_SENTENCES,
  servicesParagraph,
  storyParagraph,
  topicIntroParagraph,
} from "./paragraphs";
import { capitalise } from "./text";

export type RawCopy = { title: string; subtitle: string; paragraphs: string[] };

/** " i Vejle" unless the name already says it ("Bilværkstedet i Køge"): a title should not repeat itself. */
function titleWhere(c: CopyContext): string {
  return c.city && !c.name.toLowerCase().includes(c.city.toLowerCase()) ? c.inCity : "";
}

/** The first candidate that fits the title limit; the last one is the shortest we have. */
function firstFitting(candidates: readonly string[]): string {
  return (
    candidates.find((candidate) => candidate.length <= TITLE_MAX) ?? candidates[candidates.length - 1] ?? ""
  );
}

function homepage(c: CopyContext): RawCopy {
  const label = TRADE_LABELS[c.profile.trade];
  const preferred = c.pick("title", [
    `${label}${titleWhere(c)} – ${c.shortName}`,
    `${c.shortName} – din lokale ${c.profile.person}${titleWhere(c)}`,
  ] as const);
  // For a trade we have no profile for, the services paragraph already lists the keywords.
  const keywords = c.profile.trade === "other" ? "" : keywordSentences(c);
  // Six paragraphs either way: the keywords take the place of the paragraph on how we work.
  const paragraphs = [
    c.pick("intro", c.profile.intros)(c),
    c.pick("services", servicesParagraph)(c),
    c.pick("craft", c.profile.craftNotes)(c),
    keywords || c.pick("approach", approachParagraph)(c),
    companyParagraph(c),
    c.pick("closing", closingParagraph)(c),
  ];
  return {
    title: firstFitting([preferred, `${label}${titleWhere(c)} – ${c.shortName}`, c.shortName]),
    subtitle: c.pick("tagline", c.profile.taglines)(c),
    paragraphs,
  };
}

function about(c: CopyContext): RawCopy {
  const craft = capitalise(c.profile.craft);
  const subtitle =
    c.foundedYear === undefined
      ? `${craft}${c.inCity} med omhu, klare aftaler og personlig service`
      : `${craft}${c.inCity} siden ${c.foundedYear} – med omhu, klare aftaler og personlig service`;
  const closing = [keywordSentences(c), c.pick("closing", closingParagraph)(c)].filter(Boolean).join(" ");
  return {
    title: firstFitting([
      c.pick("title", [`Om ${c.shortName}`, `Sådan arbejder vi hos ${c.shortName}`] as const),
      "Om os",
    ]),
    subtitle,
    paragraphs: [
      storyParagraph(c),
      c.pick("approach", approachParagraph)(c),
      c.pick("craft", c.profile.craftNotes)(c),
      closing,
    ],
  };
}

function subpage(c: CopyContext): RawCopy {
  const topic = capitalise(c.topic);
  const closing = [keywordSentences(c), c.pick("closing", closingParagraph)(c)].filter(Boolean).join(" ");
  return {
    title: firstFitting([`${topic}${titleWhere(c)}`, topic]),
    subtitle: c.pick("subtitle", [
      `${topic}${c.inCity} udført af ${c.shortName}`,
      `Læs om, hvordan ${c.shortName} griber ${c.topic} an`,
    ] as const),
    paragraphs: [
      c.pick("topic", topicIntroParagraph)(c),
      c.pick("process", c.profile.process)(c),
      c.pick("approach", approachParagraph)(c),
      closing,
    ],
  };
}

/**
 * Brings the text up to the minimum word count with trade-neutral sentences, added to the shortest
 * paragraph that is not the closing call to action, so the paragraph count stays within its range.
 */
function padToMinimum(paragraphs: string[], c: CopyContext): string[] {
  const result = [...paragraphs];
  const padding = c.shuffled("padding", PADDING_SENTENCES);
  while (countWords(result.join(" ")) < MIN_WORDS && padding.length > 0) {
    const sentence = padding.shift() ?? "";
    const body = result.slice(0, -1);
    const shortest = body.reduce((best, paragraph, index) => {
      const current = result[best] ?? "";
      return countWords(paragraph) < countWords(current) ? index : best;
    }, 0);
    result[shortest] = `${result[shortest]} ${sentence}`;
  }
  return result;
}

/** Said after a paragraph that has no "Vi" to name the firm by; the firm is in every one of them. */
const ANCHORS = [
  (c: CopyContext) => `Sådan arbejder vi hos ${c.shortName}.`,
  (c: CopyContext) => `Det er den standard, du kan forvente af ${c.shortName}.`,
  (c: CopyContext) => `Det gælder for hver opgave, ${c.shortName} tager på sig.`,
] as const;

/**
 * Names the firm in a paragraph that does not yet (issue 22: no paragraph may appear verbatim on two
 * firms' sites, and trade texts are shared by every firm of the trade): the first sentence that opens
 * with "Vi" says "Vi hos <firm>", else a short sentence naming the firm is added. Company data, not
 * chance, makes the difference, so the same firm still always gets the same text.
 */
function anchored(paragraph: string, index: number, c: CopyContext): string {
  if (paragraph.includes(c.shortName)) return paragraph;
  const named = paragraph.replace(/(^|[.!?]\s+)Vi (?!hos )/u, `$1Vi hos ${c.shortName} `);
  if (named !== paragraph) return named;
  return `${paragraph} ${c.pick(`anchor-${index}`, ANCHORS)(c)}`;
}

export function compose(c: CopyContext): RawCopy {
  const raw = c.pageType === "homepage" ? homepage(c) : c.pageType === "about" ? about(c) : subpage(c);
  return {
    ...raw,
    paragraphs: padToMinimum(raw.paragraphs, c).map((paragraph, index) => anchored(paragraph, index, c)),
  };
}
