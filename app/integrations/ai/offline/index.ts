import { normalizeCopy } from "../normalize";
import type { WriteRequest, WrittenCopy } from "../types";
import { compose } from "./compose";
import { buildContext } from "./context";

/** How many variants the writer tries before it settles for dropping the repeated sentences. */
const VARIANTS = 6;

function writeVariant(request: WriteRequest, variant: number): WrittenCopy {
  const raw = compose(buildContext(request, variant));
  return normalizeCopy(
    { title: raw.title, subtitle: raw.subtitle, content: raw.paragraphs.join("\n\n") },
    request,
  );
}

/** A sentence as compared for repeats: case, spacing and the closing mark do not matter. */
function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!?…]+$/, "")
    .trim();
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== "");
}

function repeatsIn(content: string, existing: Set<string>): number {
  return sentencesOf(content).filter((sentence) => existing.has(sentenceKey(sentence))).length;
}

/** The content without the sentences the page already has; paragraphs left empty go too. */
function withoutRepeats(content: string, existing: Set<string>): string {
  return content
    .split("\n\n")
    .map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => !existing.has(sentenceKey(sentence)))
        .join(" "),
    )
    .filter((paragraph) => paragraph.trim() !== "")
    .join("\n\n");
}

/**
 * The writer used when no model is configured: deterministic, trade-aware Danish copy built only from
 * the company's facts, its keywords and its own website text, within the same limits as the model.
 * The copy is appended to the page's existing text, so it never repeats a sentence of it: the writer
 * takes the first variant without repeats, or else the one with the fewest and drops those sentences.
 */
export function writeOffline(request: WriteRequest): WrittenCopy {
  const existing = new Set(sentencesOf(request.existingText ?? "").map(sentenceKey));
  if (existing.size === 0) return writeVariant(request, 0);
  let best = writeVariant(request, 0);
  let bestRepeats = repeatsIn(best.content, existing);
  for (let variant = 1; variant < VARIANTS && bestRepeats > 0; variant += 1) {
    const copy = writeVariant(request, variant);
    const repeats = repeatsIn(copy.content, existing);
    if (repeats < bestRepeats) {
      best = copy;
      bestRepeats = repeats;
    }
  }
  return bestRepeats === 0 ? best : { ...best, content: withoutRepeats(best.content, existing) };
}
