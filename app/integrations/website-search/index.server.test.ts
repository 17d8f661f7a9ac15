import { afterEach, describe, expect, it } from "vitest";
import { withLocalServer } from "../../../tests/setup/local-server";
import { stubEnvs, unstubEnvs } from "../../../tests/setup/stub-env";
import { findCompanyWebsite } from "./index.server";

afterEach(() => unstubEnvs());

describe("findCompanyWebsite", () => {
  it("finds nothing offline", async () => {
    stubEnvs({ WEBSITE_SEARCH_PROVIDER: "offline" });
    expect(await findCompanyWebsite("Hansen Tømrer & Snedker ApS")).toBeNull();
  });

  it("asks the configured search API", async () => {
    await withLocalServer(
      (_request, response) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({ items: [{ link: "https://hansen.dk/", title: "Hansen", snippet: "" }] }),
        );
      },
      async (origin) => {
        stubEnvs({
          WEBSITE_SEARCH_PROVIDER: "api",
          WEBSITE_SEARCH_URL: `${origin}/v1`,
          WEBSITE_SEARCH_KEY: "nøgle",
        });
        expect(await findCompanyWebsite("Hansen")).toEqual({
          link: "https://hansen.dk/",
          title: "Hansen",
          snippet: "",
        });
      },
    );
  });
});
