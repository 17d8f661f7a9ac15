import { afterEach, describe, expect, it, vi } from "vitest";
import { createTextEditor } from "./index.server";
import { editOffline } from "./offline/edit-text";
import { completion, openAITestServerForFile, TEST_OPENAI_CONFIG } from "./openai-test-server";
import { HANSEN_VEJLE } from "./test-company.test-support";
import type { EditRequest } from "./types";

// "Omskriv", "Gør kortere", "Tilføj" (issue 23): the model through a local server speaking OpenAI's
// chat-completions protocol, the offline rules of embedded mode, and the claims guard over both.

const openai = openAITestServerForFile();
afterEach(() => {
  vi.restoreAllMocks();
});

const SELECTION = "Vi bygger carporte og lægger nye tage i hele Vejle. Vi rydder altid op efter os.";
const request: EditRequest = {
  action: "rewrite",
  selection: SELECTION,
  context: `Velkommen.\n\n${SELECTION}`,
  ...HANSEN_VEJLE,
};

/** The model editor against this file's test server. */
const editor = (edit: EditRequest) =>
  createTextEditor({ provider: "openai", ...TEST_OPENAI_CONFIG, baseURL: openai.baseURL })(edit);

describe("the model editor against an OpenAI-compatible server", () => {
  it("sends the task, the selection and the page text, and returns the model's text", async () => {
    openai.respond = completion({ text: "Carporte og nye tage i Vejle bygger vi, og vi rydder op." });

    const outcome = await editor({ ...request, action: "shorten" });

    expect(outcome).toEqual({
      kind: "edited",
      text: "Carporte og nye tage i Vejle bygger vi, og vi rydder op.",
    });
    const messages = openai.received[0]?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.content).toContain('Svar kun med et JSON-objekt med feltet "text"');
    expect(messages[1]?.content).toContain("Gør den markerede tekst kortere");
    expect(messages[1]?.content).toContain(`Den markerede tekst:\n"""\n${SELECTION}\n"""`);
    expect(messages[1]?.content).toContain("Hele sidens tekst (til sammenhængen):");
    expect(messages[1]?.content).toContain("Hansen Tømrer & Snedker ApS");
  });

  it("removes an authorisation or guarantee the owner never gave, and fails softly on an HTTP error", async () => {
    openai.respond = completion({
      text: "Vi bygger carporte i Vejle. Vi er autoriseret til alt. Du får 10 års garanti. Vi rydder op.",
    });
    expect(await editor(request)).toEqual({
      kind: "edited",
      text: "Vi bygger carporte i Vejle. Vi rydder op.",
    });

    openai.respond = (res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "boom" } }));
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await editor(request)).toEqual({ kind: "failed" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("OpenAI API error: 500"));
  });

  it("calls an empty reply nothing to do", async () => {
    openai.respond = completion({ text: "  " });
    expect(await editor(request)).toEqual({
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
