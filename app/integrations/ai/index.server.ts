import { env, unknownProvider } from "~/config/env.server";
import { fallbackCopy } from "./fallback";
import { guardEditedText } from "./guard-edited-text";
import { writeOffline } from "./offline";
import { editOffline } from "./offline/edit-text";
import { writeProfileOffline } from "./offline/write-profile";
import { writeReplyOffline } from "./offline/write-reply";
import { createOpenAIWriter, type OpenAIWriterOptions } from "./openai.server";
import { createOpenAIEditor } from "./openai-edit.server";
import { createOpenAIProfileWriter } from "./openai-profile.server";
import { createOpenAIReplyWriter } from "./openai-reply.server";
import type {
  DraftedReply,
  EditRequest,
  ProfileRequest,
  ReplyRequest,
  WriteRequest,
  WrittenCopyWithSource,
  WrittenProfileWithSource,
} from "./types";

export type {
  DraftedReply,
  EditAction,
  EditRequest,
  ReplyRequest,
  WriteRequest,
  WrittenCopy,
  WrittenCopyWithSource,
} from "./types";

export type AiConfig = { provider: "offline" } | ({ provider: "openai" } & OpenAIWriterOptions);

export type CopyWriterWithSource = (request: WriteRequest) => Promise<WrittenCopyWithSource>;

/**
 * A writer that never throws: the configured writer's copy, or the spec's fallback copy (SPEC §8) when it
 * fails. The failure is logged for the operator; the owner just gets text they can edit.
 */
export function createCopyWriter(config: AiConfig): CopyWriterWithSource {
  const openai = config.provider === "openai" ? createOpenAIWriter(config) : undefined;
  return async (request) => {
    try {
      if (openai) return { ...(await openai(request)), source: "ai" };
      return { ...writeOffline(request), source: "offline" };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(
        `[ai] tekstgenerering fejlede for "${request.companyName}", bruger standardtekst: ${reason}`,
      );
      return { ...fallbackCopy(request.companyName), source: "fallback" };
    }
  };
}

export type ProfileWriterWithSource = (request: ProfileRequest) => Promise<WrittenProfileWithSource>;

/**
 * A profile writer that never throws: the configured writer's intro, services and selling points, or
 * the offline writer's when the model fails (a site is never created without service cards).
 */
export function createProfileWriter(config: AiConfig): ProfileWriterWithSource {
  const openai = config.provider === "openai" ? createOpenAIProfileWriter(config) : undefined;
  return async (request) => {
    if (openai) {
      try {
        return { ...(await openai(request)), source: "ai" };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(
          `[ai] forsideindhold fejlede for "${request.companyName}", bruger offline-teksten: ${reason}`,
        );
      }
    }
    return { ...writeProfileOffline(request), source: "offline" };
  };
}

function configFromEnv(): AiConfig {
  const settings = env();
  switch (settings.AI_PROVIDER) {
    case "offline":
      return { provider: "offline" };
    case "openai":
      // env() has checked that openai comes with a key.
      return {
        provider: "openai",
        baseURL: settings.AI_BASE_URL,
        apiKey: settings.AI_API_KEY ?? "",
        model: settings.AI_MODEL,
        timeoutMs: settings.AI_TIMEOUT_MS,
      };
    default:
      throw unknownProvider("AI_PROVIDER", settings.AI_PROVIDER);
  }
}

/**
 * One of AI_PROVIDER's writers, made on first use. When the configuration cannot be read (it is
 * reported at start-up), the caller gets `fallback`'s result: the owner still has something to edit.
 */
function configuredWriter<Request, Result>(
  create: (config: AiConfig) => (request: Request) => Promise<Result>,
  fallback: (request: Request) => Result,
): (request: Request) => Promise<Result> {
  let writer: ((request: Request) => Promise<Result>) | undefined;
  return async (request) => {
    try {
      writer ??= create(configFromEnv());
    } catch (error) {
      console.warn(
        `[ai] kunne ikke læse AI-konfigurationen: ${error instanceof Error ? error.message : error}`,
      );
      return fallback(request);
    }
    return writer(request);
  };
}

/** Writes page copy with the writer chosen by AI_PROVIDER. Never throws. */
export const writeCopy: CopyWriterWithSource = configuredWriter(createCopyWriter, (request) => ({
  ...fallbackCopy(request.companyName),
  source: "fallback",
}));

/** Writes the homepage's intro, services and selling points with AI_PROVIDER's writer. Never throws. */
export const writeProfile: ProfileWriterWithSource = configuredWriter(createProfileWriter, (request) => ({
  ...writeProfileOffline(request),
  source: "offline",
}));

/**
 * What "Omskriv", "Gør kortere" or "Tilføj" came to: the new text (within the house rules), nothing to
 * do (the selection gave the writer nothing to work with), or a failure (logged for the operator).
 */
export type EditOutcome = { kind: "edited"; text: string } | { kind: "nothing" } | { kind: "failed" };

export type TextEditorWithOutcome = (request: EditRequest) => Promise<EditOutcome>;

/** An editor that never throws, over the configured writer (the model, or the offline rules). */
export function createTextEditor(config: AiConfig): TextEditorWithOutcome {
  const openai = config.provider === "openai" ? createOpenAIEditor(config) : undefined;
  return async (request) => {
    try {
      const edited = openai ? await openai(request) : editOffline(request);
      const text = edited ? guardEditedText(edited.text, request) : "";
      return text ? { kind: "edited", text } : { kind: "nothing" };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(
        `[ai] tekstredigering (${request.action}) fejlede for "${request.companyName}": ${reason}`,
      );
      return { kind: "failed" };
    }
  };
}

/** Edits the owner's selected text with AI_PROVIDER's writer. Never throws. */
export const editText: TextEditorWithOutcome = configuredWriter(createTextEditor, () => ({ kind: "failed" }));

type ReplyWriter = (request: ReplyRequest) => Promise<DraftedReply>;

/**
 * A reply drafter that never throws (issue 25): the model's draft, or the offline writer's with
 * `failed` set when the model fails, so the owner gets a clear message and still has a text to edit.
 */
function createReplyWriter(config: AiConfig): ReplyWriter {
  const openai = config.provider === "openai" ? createOpenAIReplyWriter(config) : undefined;
  return async (request) => {
    if (openai) {
      try {
        return { text: await openai(request), source: "ai", failed: false };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(
          `[ai] svarudkast fejlede for "${request.companyName}", bruger standardudkastet: ${reason}`,
        );
        return { text: writeReplyOffline(request), source: "offline", failed: true };
      }
    }
    return { text: writeReplyOffline(request), source: "offline", failed: false };
  };
}

/** Drafts a reply to a customer's request with AI_PROVIDER's writer. Never throws. */
export const draftReply: ReplyWriter = configuredWriter(createReplyWriter, (request) => ({
  text: writeReplyOffline(request),
  source: "offline",
  failed: true,
}));
