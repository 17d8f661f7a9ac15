import { afterEach, describe, expect, it } from "vitest";
import { withLocalServer } from "../../../tests/setup/local-server";
import { stubEnvs, unstubEnvs } from "../../../tests/setup/stub-env";
import { lookupCvr, offlineRegisterCvrs } from "./index.server";

afterEach(() => unstubEnvs());

describe("lookupCvr", () => {
  it("uses the offline register when CVR_PROVIDER=offline", async () => {
    stubEnvs({ CVR_PROVIDER: "offline" });
    const [first] = offlineRegisterCvrs();
    expect(await lookupCvr(first ?? "")).toMatchObject({ ok: true, company: { cvr: first } });
  });

  it("asks cvrapi.dk with the configured address and User-Agent when CVR_PROVIDER=cvrapi", async () => {
    const userAgents: (string | undefined)[] = [];
    await withLocalServer(
      (request, response) => {
        userAgents.push(request.headers["user-agent"]);
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: "NOT_FOUND" }));
      },
      async (origin) => {
        stubEnvs({ CVR_PROVIDER: "cvrapi", CVRAPI_URL: `${origin}/api`, CVRAPI_USER_AGENT: "Test-UA" });
        // A number the offline register knows: only the real client can answer NOT_FOUND for it.
        expect(await lookupCvr("62601817")).toEqual({ ok: false, error: "NOT_FOUND" });
        expect(userAgents).toEqual(["Test-UA"]);
      },
    );
  });
});
