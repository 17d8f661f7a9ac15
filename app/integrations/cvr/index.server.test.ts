import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { lookupCvr, offlineRegisterCvrs } from "./index.server";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("lookupCvr", () => {
  it("uses the offline register when CVR_PROVIDER=offline", async () => {
    vi.stubEnv("CVR_PROVIDER", "offline");
    resetEnvForTests();
    const [first] = offlineRegisterCvrs();
    expect(await lookupCvr(first ?? "")).toMatchObject({ ok: true, company: { cvr: first } });
  });

  it("asks cvrapi.dk with the configured address and User-Agent when CVR_PROVIDER=cvrapi", async () => {
    const userAgents: (string | undefined)[] = [];
    const server = http.createServer((request, response) => {
      userAgents.push(request.headers["user-agent"]);
      response.writeHead(404, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "NOT_FOUND" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      vi.stubEnv("CVR_PROVIDER", "cvrapi");
      vi.stubEnv("CVRAPI_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
      vi.stubEnv("CVRAPI_USER_AGENT", "Test-UA");
      resetEnvForTests();
      // A number the offline register knows: only the real client can answer NOT_FOUND for it.
      expect(await lookupCvr("62601817")).toEqual({ ok: false, error: "NOT_FOUND" });
      expect(userAgents).toEqual(["Test-UA"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
