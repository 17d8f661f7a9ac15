import type { OpenAIWriterOptions } from "./openai.server";
import { openAIChat } from "./openai-chat.server";
import type { ReplyRequest } from "./types";

const REPLY_MAX_CHARS = 2000;

const SYSTEM = [
  "Du skriver korte, venlige svar på dansk fra en dansk håndværksvirksomhed til en kunde, der har bedt om et tilbud eller om at blive ringet op.",
  "Svaret er almindelig tekst uden HTML eller markdown-overskrifter: en hilsen med kundens fornavn, én sætning om hvad kunden spurgte om, 2-3 konkrete spørgsmål virksomheden har brug for at få svar på (som punkter med '- '), et forslag til næste skridt, og en hilsen med virksomhedens navn og telefonnummer.",
  "Lov aldrig priser, tidspunkter, garantier eller andet, som ikke står i oplysningerne. Højst 150 ord.",
].join("\n");

function prompt(request: ReplyRequest): string {
  return [
    `Virksomhed: ${request.companyName}`,
    request.industryDesc ? `Branche: ${request.industryDesc}` : null,
    `Telefon: ${request.companyPhone || "(ingen)"}`,
    `Kundens navn: ${request.customerName}`,
    request.kind === "callback"
      ? `Kunden bad om at blive ringet op: ${request.timing}`
      : `Kundens beskrivelse: ${request.description}`,
    request.kind === "quote" ? `Hvornår: ${request.timing}` : null,
    request.town ? `By: ${request.town}` : null,
    request.kind === "quote" ? `Billeder vedhæftet: ${request.photoCount}` : null,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/** The model's draft through the OpenAI-compatible chat API. Throws on any failure or an empty reply. */
export function createOpenAIReplyWriter(
  options: OpenAIWriterOptions,
): (request: ReplyRequest) => Promise<string> {
  const chat = openAIChat(options);
  return async (request) => {
    // Owner text is text: tags are stripped, the length capped.
    const clean = (await chat.text(SYSTEM, prompt(request)))
      .replace(/<[^>]*>/g, "")
      .trim()
      .slice(0, REPLY_MAX_CHARS);
    if (clean.length < 20) throw new Error("AI-svaret var tomt");
    return clean;
  };
}
