import type { PageDraft } from "./page";

// The JSON answers the page editor (app/components/admin/page-editor) reads from its routes.

/** POST /admin/pages/save. */
export type SaveResult =
  | { ok: true; revision: string; slug: string; draft: PageDraft }
  | { ok: false; error: string; detail?: string; fieldErrors?: Partial<Record<string, string>> };

/** POST /admin/pages/generate (AI copy for one page). */
export type GenerateResult =
  | { ok: true; title: string; subtitle?: string; content: string; usage: number }
  | { ok: false; error: string; limitReached?: boolean };

/** POST /admin/pages/ai-tekst ("Omskriv", "Gør kortere", "Tilføj" over the selected text). */
export type AiEditResult =
  | { ok: true; text: string; usage: number }
  | { ok: false; error: string; detail?: string; limitReached?: boolean };
