import type { PageType } from "./types";

/** SPEC §9: the limits every writer (model or offline) keeps. */
export const TITLE_MAX = 60;
export const SUBTITLE_MAX = 120;
export const MIN_WORDS = 300;

/** SPEC §7: sampling settings of the model call. */
export const TEMPERATURE = 0.7;
export const MAX_OUTPUT_TOKENS = 2000;

/** 4-6 paragraphs on the homepage, 3-4 on subpages (the about page is a subpage). */
export function paragraphRange(pageType: PageType): { min: number; max: number } {
  return pageType === "homepage" ? { min: 4, max: 6 } : { min: 3, max: 4 };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}
