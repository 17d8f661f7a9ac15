import { z } from "zod";
import type { OpenAIWriterOptions } from "./openai.server";
import { openAIChat } from "./openai-chat.server";
import { buildEditPrompt, EDIT_SYSTEM_PROMPT } from "./prompt-edit";
import type { TextEditor } from "./types";

const replySchema = z.object({
  text: z.string().describe("Den nye tekst, afsnit adskilt af en tom linje"),
});

/**
 * "Omskriv", "Gør kortere" and "Tilføj" through an OpenAI-compatible chat-completions API. Throws on
 * any failure (HTTP error, timeout, a reply that is not the JSON asked for); the caller tells the owner.
 * An empty reply is "nothing to do" (null).
 */
export function createOpenAIEditor(options: OpenAIWriterOptions): TextEditor {
  const chat = openAIChat(options);
  return async (request) => {
    const text = (await chat.object(EDIT_SYSTEM_PROMPT, buildEditPrompt(request), replySchema)).text.trim();
    return text ? { text } : null;
  };
}
