import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, Output, RetryError } from "ai";
import type { z } from "zod";
import { MAX_OUTPUT_TOKENS, TEMPERATURE } from "./limits";
import type { OpenAIWriterOptions } from "./openai.server";

/**
 * The chat of an OpenAI-compatible API as every writer asks it: the house limits, the options' retries
 * and timeout, and an HTTP error from the API read as "OpenAI API error: {status}" (SPEC §8).
 */
export function openAIChat(options: OpenAIWriterOptions) {
  const settings = {
    // `.chat()`: `provider(model)` would call /responses, which most OpenAI-compatible servers lack.
    model: createOpenAI({ baseURL: options.baseURL, apiKey: options.apiKey }).chat(options.model),
    temperature: TEMPERATURE,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: options.maxRetries ?? 1,
    timeout: options.timeoutMs,
  };
  return {
    /** The model's reply as JSON of `schema`'s shape (structured outputs); throws on anything else. */
    object: <T>(instructions: string, prompt: string, schema: z.ZodType<T>) =>
      withOpenAIErrors(async () => {
        const { output } = await generateText({
          ...settings,
          instructions,
          prompt,
          output: Output.object({ schema }),
        });
        return output;
      }),
    /** The model's reply as plain text. */
    text: (instructions: string, prompt: string) =>
      withOpenAIErrors(async () => (await generateText({ ...settings, instructions, prompt })).text),
  };
}

async function withOpenAIErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const cause = RetryError.isInstance(error) ? error.lastError : error;
    if (APICallError.isInstance(cause) && cause.statusCode !== undefined) {
      throw new Error(`OpenAI API error: ${cause.statusCode}`, { cause });
    }
    throw error;
  }
}
