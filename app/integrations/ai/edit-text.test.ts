import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTextEditor } from "./index.server";
import { editOffline } from "./offline/edit-text";
import type { EditRequest } from "./types";

// "Omskriv", "Gør kortere", "Tilføj" (issue 23): the model through a local server speaking OpenAI's
// chat-completions protocol, the offline rules of embedded mode, and the claims guard over both.

let respond: (res: http.ServerResponse) => void;
const received: Array<Record<string, unknown>> = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    received.push(JSON.parse(body));
    respond(res);
  });
});
let baseURL = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  received.length = 0;
  vi.restoreAllMocks();
});

const completion = (content: string) => (res: http.ServerResponse) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1_700_000_000,
      model: "test-model",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
    }),
  );
};

const SELECTION = "Vi bygger carporte og lægger nye tage i hele Vejle. Vi rydder altid op efter os.";
const request: EditRequest = {
  action: "rewrite",
  selection: SELECTION,
  context: `Velkommen.\n\n${SELECTION}`,
  companyName: "Hansen Tømrer & Snedker ApS",
  city: "Vejle",
  industryDesc: "Tømrer- og bygningssnedkervirksomhed",
};
const config = { baseURL: "", apiKey: "test-key", model: "test-model", timeoutMs: 5000, maxRetries: 0 };

describe("the model editor against an OpenAI-compatible server", () => {
  it("sends the task, the selection and the page text, and returns the model's text", async () => {
    respond = completion(
      JSON.stringify({ text: "Carporte og nye tage i Vejle bygger vi, og vi rydder op." }),
    );
    const editor = createTextEditor({ provider: "openai", ...config, baseURL });

    const outcome = await editor({ ...request, action: "shorten" });

    expect(outcome).toEqual({
      kind: "edited",
      text: "Carporte og nye tage i Vejle bygger vi, og vi rydder op.",
    });
    const messages = received[0]?.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.content).toContain('Svar kun med et JSON-objekt med feltet "text"');
    expect(messages[1]?.content).toContain("Gør den markerede tekst kortere");
    expect(messages[1]?.content).toContain(`Den markerede tekst:\n"""\n${SELECTION}\n"""`);
    expect(messages[1]?.content).toContain("Hele sidens tekst (til sammenhængen):");
    expect(messages[1]?.content).toContain("Hansen Tømrer & Snedker ApS");
  });

  it("removes an authorisation or guarantee the owner never gave, and fails softly on an HTTP error", async () => {
    respond = completion(
      JSON.stringify({
        text: "Vi bygger carporte i Vejle. Vi er autoriseret til alt. Du får 10 års garanti. Vi rydder op.",
      }),
    );
    const editor = createTextEditor({ provider: "openai", ...config, baseURL });
    expect(await editor(request)).toEqual({
      kind: "edited",
      text: "Vi bygger carporte i Vejle. Vi rydder op.",
    });

    respond = (res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "boom" } }));
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await editor(request)).toEqual({ kind: "failed" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("OpenAI API error: 500"));
  });

  it("calls an empty reply nothing to do", async () => {
    respond = completion(JSON.stringify({ text: "  " }));
    expect(await createTextEditor({ provider: "openai", ...config, baseURL })(request)).toEqual({
      kind: "nothing",
    });
  });
});

describe("the offline editor", () => {
  it("rewrites known phrases both ways, keeping capitals, and finds nothing in text without them", () => {
    expect(
      editOffline({ ...request, selection: "Kontakt os, så hjælper vi så hurtigt som muligt." }),
    ).toEqual({
      text: "Ring eller skriv til os, så hjælper vi hurtigst muligt.",
    });
    expect(editOffline({ ...request, selection: "Ring eller skriv til os." })).toEqual({
      text: "Kontakt os.",
    });
    expect(editOffline({ ...request, selection: "Tagrender og skotrender." })).toBeNull();
  });

  it("shortens to the first half of each paragraph's sentences without filler words", () => {
    const text =
      "Vi er virkelig glade for tage. Vi lægger tegl. Vi lægger skifer.\n\nVi svarer meget hurtigt. Ring.";
    expect(editOffline({ ...request, action: "shorten", selection: text })).toEqual({
      text: "Vi er glade for tage. Vi lægger tegl.\n\nVi svarer hurtigt.",
    });
  });

  it("adds new sentences about the selection's subjects that the page does not have yet", () => {
    const edited = editOffline({ ...request, action: "extend" });
    expect(edited?.text.length).toBeGreaterThan(40);
    expect(request.context).not.toContain(edited?.text);
    expect(editOffline({ ...request, action: "extend", selection: "Og så." })).toBeNull();
  });
});
