import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, Output, RetryError } from "ai";
import { z } from "zod";
import { MAX_OUTPUT_TOKENS, TEMPERATURE } from "./limits";
import type { OpenAIWriterOptions } from "./openai.server";
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
  const model = createOpenAI({ baseURL: options.baseURL, apiKey: options.apiKey }).chat(options.model);
  return async (request) => {
    try {
      const { output } = await generateText({
        model,
        instructions: EDIT_SYSTEM_PROMPT,
        prompt: buildEditPrompt(request),
        output: Output.object({ schema: replySchema }),
        temperature: TEMPERATURE,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        maxRetries: options.maxRetries ?? 1,
        timeout: options.timeoutMs,
      });
      const text = output.text.trim();
      return text ? { text } : null;
    } catch (error) {
      const cause = RetryError.isInstance(error) ? error.lastError : error;
      if (APICallError.isInstance(cause) && cause.statusCode !== undefined) {
        throw new Error(`OpenAI API error: ${cause.statusCode}`, { cause });
      }
      throw error;
    }
  };
}
