import crypto from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { type RequestInfo, requestInfoContext } from "~/server/context";
import { connectTestDatabase } from "../../../tests/setup/db";
import type { Route } from "./+types/scrape-website";
import { action } from "./scrape-website";

function post(body: string, method = "POST") {
  const request = new Request("http://localhost/api/scrapeWebsite", {
    method,
    headers: { "Content-Type": "application/json" },
    body,
  });
  // Each call from its own address: the per-address limit is tested over HTTP (scrape-website.http.test.ts).
  const info = { ip: `192.0.2.${crypto.randomInt(256)}-${crypto.randomUUID()}` } as RequestInfo;
  const context = new RouterContextProvider(new Map([[requestInfoContext, info]]));
  return action({ request, params: {}, context } as unknown as Route.ActionArgs);
}

connectTestDatabase();

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  vi.restoreAllMocks();
});

describe("POST /api/scrapeWebsite", () => {
  it.each([
    ["no JSON", "ikke json"],
    ["no url", "{}"],
    ["a url that is not text", JSON.stringify({ url: 42 })],
    ["an invalid address", JSON.stringify({ url: "ikke en adresse" })],
    ["another scheme", JSON.stringify({ url: "file:///etc/passwd" })],
  ])("answers 400 with a Danish message for %s", async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Indtast venligst en gyldig webadresse" });
  });

  it("answers 200 with the defaults when the address may not be fetched", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await post(JSON.stringify({ url: "http://intern.localhost/" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mainContent: "", logo: null, phone: null, email: null });
  });

  it("answers 200 with the defaults when scraping is switched off", async () => {
    vi.stubEnv("SCRAPE_PROVIDER", "offline");
    resetEnvForTests();
    const response = await post(JSON.stringify({ url: "hansen-toemrer.dk" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mainContent: "", logo: null, phone: null, email: null });
  });
});
