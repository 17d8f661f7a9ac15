import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { findCompanyWebsite } from "./index.server";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("findCompanyWebsite", () => {
  it("finds nothing offline", async () => {
    vi.stubEnv("WEBSITE_SEARCH_PROVIDER", "offline");
    resetEnvForTests();
    expect(await findCompanyWebsite("Hansen Tømrer & Snedker ApS")).toBeNull();
  });

  it("asks the configured search API", async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ items: [{ link: "https://hansen.dk/", title: "Hansen", snippet: "" }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      vi.stubEnv("WEBSITE_SEARCH_PROVIDER", "api");
      vi.stubEnv("WEBSITE_SEARCH_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
      vi.stubEnv("WEBSITE_SEARCH_KEY", "nøgle");
      resetEnvForTests();
      expect(await findCompanyWebsite("Hansen")).toEqual({
        link: "https://hansen.dk/",
        title: "Hansen",
        snippet: "",
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
