import { describeCompany, quotedText, ROLE, SHARED_RULES } from "./prompt";
import type { EditAction, EditRequest } from "./types";

/** The editor's AI buttons (issue 23): the same writer, role and rules as for page copy. */
export const EDIT_SYSTEM_PROMPT = [
  ...ROLE,
  "Regler:",
  '- Svar kun med et JSON-objekt med feltet "text".',
  "- Ingen overskrifter, punktopstillinger, markdown, HTML eller emojis. Afsnit adskilles af en tom linje.",
  "- Den markerede tekst er ejerens egen: bevar dens fakta og tilføj ingen nye påstande om virksomheden.",
  ...SHARED_RULES,
].join("\n");

const TASK: Record<EditAction, string> = {
  rewrite:
    'Omskriv den markerede tekst med andre ord, så den er klar og let at læse. Den skal sige det samme og have omtrent samme længde. "text" er den omskrevne tekst, som erstatter den markerede.',
  shorten:
    'Gør den markerede tekst kortere, højst halvt så lang, uden at miste det vigtigste. "text" er den kortere tekst, som erstatter den markerede.',
  extend:
    'Skriv 2-3 nye sætninger, der følger naturligt efter den markerede tekst og uddyber den. Gentag ingen sætninger fra sidens tekst. "text" er kun de nye sætninger; de sættes ind efter den markerede tekst.',
};

export function buildEditPrompt(request: EditRequest): string {
  return [
    TASK[request.action],
    "",
    ...describeCompany({ ...request, pageType: "page", keywords: [] }),
    ...quotedText("Hele sidens tekst (til sammenhængen):", request.context),
    ...quotedText("Den markerede tekst:", request.selection),
  ].join("\n");
}
