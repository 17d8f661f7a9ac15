import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { storeQuoteRequest } from "~/server/quote-requests/store-quote-request.server";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { postForm, startHttpApp, type TestHttpApp } from "../../../../tests/setup/http-app";
import { signUpWithSession } from "../../../../tests/setup/owner-session";

// The reply draft from a real model provider (AI_PROVIDER=openai) against a local server speaking
// OpenAI's chat-completions protocol: the model's text when it answers; when it fails, a Danish
// message and the offline draft to edit, never a 500.

const db = connectTestDatabase();
let status = 200;
const prompts: string[] = [];
const model = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    prompts.push(body);
    if (status !== 200) {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "overloaded", type: "server_error" } }));
      return;
    }
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
              content: "Hej Mette\n\nTak for din besked om vinduerne. <b>Hvor</b> store er de?",
            },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      }),
    );
  });
});
let app: TestHttpApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("AI_PROVIDER", "openai");
  vi.stubEnv("AI_API_KEY", "test-key");
  vi.stubEnv("AI_MODEL", "test-model");
  vi.stubEnv("AI_BASE_URL", `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`);
  resetEnvForTests();
  app = await startHttpApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
  model.closeAllConnections();
  await new Promise((resolve) => model.close(resolve));
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("the reply draft through the AI provider", () => {
  it("uses the model's text (tags removed, no contact details sent) and falls back with a Danish message when it fails", async () => {
    const email = `svar-ai-${crypto.randomBytes(5).toString("hex")}@test.example`;
    const cookie = await signUpWithSession(email);
    const company = await createQuoteTestCompany(db, { email });
    const id = await storeQuoteRequest({
      companyId: company.id,
      data: {
        name: "Mette Hansen",
        phone: "20 30 40 50",
        email: "mette@example.dk",
        address: "Kirkegade 4, 7100 Vejle",
        description: "Vinduer i stuen. Tre gamle termoruder skal skiftes.",
        timing: "month",
      },
      photos: [],
    });
    const path = `/admin/forespoergsler/${id}`;

    const drafted = await postForm(app, path, cookie, { intent: "draft" });
    expect(drafted.status).toBe(200);
    expect(drafted.body).toContain("Udkastet er klar");
    expect(drafted.body).toContain("Tak for din besked om vinduerne. Hvor store er de?");
    expect(drafted.body).not.toContain("&lt;b&gt;");
    const sent = prompts.at(-1)!;
    expect(sent).toContain("Vinduer i stuen");
    expect(sent).toContain("Vejle");
    for (const secret of ["20 30 40 50", "mette@example.dk", "Kirkegade"]) expect(sent).not.toContain(secret);

    status = 503;
    const failed = await postForm(app, path, cookie, { intent: "draft" });
    expect(failed.status).toBe(200);
    expect(failed.body).toContain("kunne ikke skrive et udkast lige nu. Her er vores standardudkast");
    expect(failed.body).toContain("Hej Mette"); // the offline draft stands in
  });
});
