import { z } from "zod";
import { countWords } from "./limits";
import { normalizeCopy } from "./normalize";
import { openAIChat } from "./openai-chat.server";
import { buildUserPrompt, SYSTEM_PROMPT } from "./prompt";
import type { CopyWriter, WrittenCopy } from "./types";

export type OpenAIWriterOptions = {
  /** e.g. "https://api.openai.com/v1"; any server speaking POST {baseURL}/chat/completions. */
  baseURL: string;
  apiKey: string;
  model: string;
  /** The whole call, retries included; the owner is waiting in the editor. */
  timeoutMs: number;
  /** Retries after a 429/5xx. */
  maxRetries?: number;
};

/**
 * The shape the model must return. Every field is required because OpenAI's strict structured outputs
 * reject optional properties; a subpage without a subtitle sends an empty string.
 */
const replySchema = z.object({
  title: z.string().describe("Sidens overskrift, højst 60 tegn"),
  subtitle: z.string().describe("Undertitel, højst 120 tegn"),
  content: z.string().describe("Brødtekst, mindst 300 ord, afsnit adskilt af en tom linje"),
});

/**
 * Below this the reply is a sentence or two, not a page: the spec's fallback text is then the honest
 * choice. Short-but-real copy above it is kept; the owner edits it anyway.
 */
const MIN_USABLE_WORDS = 20;

function isUsable(copy: WrittenCopy): boolean {
  return /\p{L}/u.test(copy.title) && countWords(copy.content) >= MIN_USABLE_WORDS;
}

/**
 * The real writer: an OpenAI-compatible chat-completions API through the AI SDK. Throws on any failure
 * (HTTP error, timeout, a reply that is not the JSON we asked for, or unusable copy); the caller falls back.
 */
export function createOpenAIWriter(options: OpenAIWriterOptions): CopyWriter {
  const chat = openAIChat(options);
  return async (request) => {
    const copy = normalizeCopy(
      await chat.object(SYSTEM_PROMPT, buildUserPrompt(request), replySchema),
      request,
    );
    if (!isUsable(copy)) throw new Error("AI-svaret kunne ikke bruges");
    return copy;
  };
}
