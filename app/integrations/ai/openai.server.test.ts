import { afterEach, describe, expect, it, vi } from "vitest";
import { FALLBACK_CONTENT } from "./fallback";
import { createCopyWriter } from "./index.server";
import { countWords, splitParagraphs } from "./limits";
import { createOpenAIWriter } from "./openai.server";
import { completion, openAITestServerForFile, TEST_OPENAI_CONFIG } from "./openai-test-server";
import { HANSEN_VEJLE } from "./test-company.test-support";
import type { WriteRequest } from "./types";

const openai = openAITestServerForFile();
afterEach(() => {
  vi.restoreAllMocks();
});

const paragraph = (topic: string) =>
  `Vi hjælper med ${topic} i Vejle og omegn, og vi gør altid en dyd ud af at gøre arbejdet ordentligt, holde aftaler og rydde op efter os. Hver opgave bliver planlagt grundigt, og du får et klart tilbud, inden vi går i gang, så du ved, hvad du får, og hvad det koster. Vi bruger gode materialer og står ved vores arbejde, også længe efter at regningen er betalt.`;
const goodContent = ["tagrenovering", "nye vinduer", "terrasser", "tilbygninger", "carporte"]
  .map(paragraph)
  .join("\n\n");

const request: WriteRequest = {
  ...HANSEN_VEJLE,
  pageType: "homepage",
  keywords: ["tagrenovering", "carport"],
};

const config = TEST_OPENAI_CONFIG;

describe("the OpenAI writer against an OpenAI-compatible server", () => {
  it("sends the spec's settings and returns the normalized copy", async () => {
    openai.respond = completion({
      title: "DIN LOKALE TØMRER I VEJLE – HANSEN TØMRER & SNEDKER",
      subtitle: "Solidt tømrerarbejde til private og erhverv",
      content: goodContent,
    });
    const writer = createCopyWriter({ provider: "openai", ...config, baseURL: openai.baseURL });

    const copy = await writer(request);

    expect(copy.source).toBe("ai");
    expect(copy.title).toBe("Din lokale tømrer i Vejle – Hansen Tømrer & Snedker");
    expect(copy.subtitle).toBe("Solidt tømrerarbejde til private og erhverv");
    expect(splitParagraphs(copy.content)).toHaveLength(5);
    expect(countWords(copy.content)).toBeGreaterThanOrEqual(300);

    expect(openai.received).toHaveLength(1);
    const [call] = openai.received;
    expect(call?.url).toBe("/v1/chat/completions");
    expect(call?.headers.authorization).toBe("Bearer test-key");
    expect(call?.body).toMatchObject({ model: "test-model", temperature: 0.7, max_tokens: 2000 });
    expect(call?.body.response_format).toMatchObject({ type: "json_schema" });
    const messages = call?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain("SEO-tekstforfatter");
    expect(messages[1]?.content).toContain("Hansen Tømrer & Snedker ApS");
    expect(messages[1]?.content).toContain("tagrenovering, carport");
  });

  it("removes an authorisation the register does not show", async () => {
    openai.respond = completion({
      title: "Autoriseret tømrer i Vejle",
      subtitle: "",
      content: `Vi er autoriseret og godkendt til alt. ${goodContent}`,
    });
    const copy = await createOpenAIWriter({ ...config, baseURL: openai.baseURL })(request);

    expect(copy.title).toBe("Tømrer i Vejle");
    expect(copy.subtitle).toBeUndefined();
    expect(copy.content).not.toMatch(/autoris/i);
    expect(copy.content.startsWith("Vi hjælper med tagrenovering")).toBe(true);
  });

  it("falls back when the reply is not the JSON we asked for", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    openai.respond = completion("Her er din tekst: Velkommen til Hansen Tømrer!");

    const copy = await createCopyWriter({ provider: "openai", ...config, baseURL: openai.baseURL })(request);

    expect(copy).toEqual({
      title: "Velkommen til Hansen Tømrer & Snedker ApS",
      content: FALLBACK_CONTENT,
      source: "fallback",
    });
  });

  it("falls back when the JSON lacks the copy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    openai.respond = completion({ title: "Tømrer i Vejle", subtitle: "", content: "" });

    const copy = await createCopyWriter({ provider: "openai", ...config, baseURL: openai.baseURL })(request);

    expect(copy.source).toBe("fallback");
    expect(copy.content).toBe(FALLBACK_CONTENT);
  });

  it("reports an HTTP error as 'OpenAI API error: {status}' and falls back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    openai.respond = (res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "internal error", type: "server_error" } }));
    };

    await expect(createOpenAIWriter({ ...config, baseURL: openai.baseURL })(request)).rejects.toThrow(
      "OpenAI API error: 500",
    );
    const copy = await createCopyWriter({ provider: "openai", ...config, baseURL: openai.baseURL })(request);
    expect(copy).toMatchObject({ title: "Velkommen til Hansen Tømrer & Snedker ApS", source: "fallback" });
  });

  it("gives up after the timeout and falls back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    openai.respond = () => {
      // Never answer: the writer's own timeout has to end the call.
    };

    const copy = await createCopyWriter({
      provider: "openai",
      ...config,
      baseURL: openai.baseURL,
      timeoutMs: 300,
    })(request);

    expect(copy).toMatchObject({ content: FALLBACK_CONTENT, source: "fallback" });
    expect(openai.received).toHaveLength(1);
  });
});

describe("createCopyWriter offline", () => {
  it("uses the offline writer without any server", async () => {
    const copy = await createCopyWriter({ provider: "offline" })(request);
    expect(copy.source).toBe("offline");
    expect(countWords(copy.content)).toBeGreaterThanOrEqual(300);
    expect(openai.received).toHaveLength(0);
  });
});
