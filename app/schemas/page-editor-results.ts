import type { PageDraft } from "./page";

// What the page editor's endpoints carry in their ActionResult's `data` (ADR 037), read by
// app/components/admin/page-editor.

/** POST /admin/pages/save, done. */
export type SavedPage = { revision: string; slug: string; draft: PageDraft };

/** POST /admin/pages/ai (AI copy for one page), done. */
export type GeneratedCopy = { title: string; subtitle?: string; content: string; usage: number };

/** POST /admin/pages/ai-tekst ("Omskriv", "Gør kortere", "Tilføj" over the selected text), done. */
export type EditedText = { text: string; usage: number };

/** A refused AI request says whether the day's limit was reached (the counter then shows it used up). */
export type AiRefusal = { limitReached: boolean };
