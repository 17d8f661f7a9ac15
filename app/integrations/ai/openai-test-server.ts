import type http from "node:http";
import { afterEach, beforeAll } from "vitest";
import { localServerForFile } from "../../../tests/setup/local-server";

/** How the "model" answers one request. */
export type Responder = (res: http.ServerResponse) => void;

type ReceivedRequest = { headers: http.IncomingHttpHeaders; url: string; body: Record<string, unknown> };

/**
 * A local server speaking OpenAI's chat-completions protocol for one test file: started before its
 * tests, closed after them. Each test sets `respond`; every request is recorded in `received`
 * (emptied after each test). `baseURL` is known once the tests run.
 */
export function openAITestServerForFile() {
  const state = {
    respond: ((res) => res.writeHead(500).end()) as Responder,
    received: [] as ReceivedRequest[],
    baseURL: "",
  };
  const server = localServerForFile((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      state.received.push({ headers: req.headers, url: req.url ?? "", body: JSON.parse(body) });
      state.respond(res);
    });
  });
  beforeAll(() => {
    state.baseURL = `${server.origin()}/v1`;
  });
  afterEach(() => {
    state.received.length = 0;
  });
  return state;
}

/** A chat completion whose message is `content` (a string as is, anything else as JSON). */
export function completion(content: unknown): Responder {
  return (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1_700_000_000,
        model: "test-model",
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: typeof content === "string" ? content : JSON.stringify(content),
            },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 400, total_tokens: 500 },
      }),
    );
  };
}

/** The writers' settings against the test server (baseURL added per test). */
export const TEST_OPENAI_CONFIG = { apiKey: "test-key", model: "test-model", timeoutMs: 5000, maxRetries: 0 };
