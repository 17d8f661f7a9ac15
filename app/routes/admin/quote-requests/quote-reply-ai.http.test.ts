import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { completion, openAITestServerForFile } from "~/integrations/ai/openai-test-server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { postForm, startHttpAppForFile } from "../../../../tests/setup/http-app";
import { createQuoteOwner, storeMetteRequest } from "./quote-owner.test-support";

// The reply draft from a real model provider (AI_PROVIDER=openai) against a local server speaking
// OpenAI's chat-completions protocol: the model's text when it answers; when it fails, a Danish
// message and the offline draft to edit, never a 500.

const db = connectTestDatabase();
const model = openAITestServerForFile();
model.respond = completion("Hej Mette\n\nTak for din besked om vinduerne. <b>Hvor</b> store er de?");
beforeAll(() => {
  vi.stubEnv("AI_PROVIDER", "openai");
  vi.stubEnv("AI_API_KEY", "test-key");
  vi.stubEnv("AI_MODEL", "test-model");
  vi.stubEnv("AI_BASE_URL", model.baseURL);
  resetEnvForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});
const app = startHttpAppForFile();

describe("the reply draft through the AI provider", () => {
  it("uses the model's text (tags removed, no contact details sent) and falls back with a Danish message when it fails", async () => {
    const { cookie, company } = await createQuoteOwner(db);
    const id = await storeMetteRequest(company.id);
    const path = `/admin/forespoergsler/${id}`;

    const drafted = await postForm(app, path, cookie, { intent: "draft" });
    expect(drafted.status).toBe(200);
    expect(drafted.body).toContain("Udkastet er klar");
    expect(drafted.body).toContain("Tak for din besked om vinduerne. Hvor store er de?");
    expect(drafted.body).not.toContain("&lt;b&gt;");
    const sent = JSON.stringify(model.received.at(-1)?.body);
    expect(sent).toContain("Vinduer i stuen");
    expect(sent).toContain("Vejle");
    for (const secret of ["20 30 40 50", "mette@example.dk", "Kirkegade"]) expect(sent).not.toContain(secret);

    model.respond = (res) =>
      res
        .writeHead(503, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "overloaded", type: "server_error" } }));
    const failed = await postForm(app, path, cookie, { intent: "draft" });
    expect(failed.status).toBe(200);
    expect(failed.body).toContain("kunne ikke skrive et udkast lige nu. Her er vores standardudkast");
    expect(failed.body).toContain("Hej Mette"); // the offline draft stands in
  });
});
