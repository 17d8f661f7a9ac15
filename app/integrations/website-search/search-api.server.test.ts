import { describe, expect, it } from "vitest";
import { silenceWarningsForFile } from "../../../tests/setup/console";
import { localServerForFile } from "../../../tests/setup/local-server";
import { searchCompanyWebsite } from "./search-api.server";

/** A stand-in for the Custom Search JSON API on loopback; the query decides the answer. */
const queries: URLSearchParams[] = [];
const searchApi = localServerForFile((request, response) => {
  const params = new URL(request.url ?? "/", "http://localhost").searchParams;
  queries.push(params);
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const q = params.get("q") ?? "";
  if (q.includes("Hansen"))
    return json(200, {
      kind: "customsearch#search",
      items: [
        { link: "https://www.proff.dk/firma/hansen", title: "Proff", snippet: "Regnskab" },
        { link: "https://hansen-toemrer.dk/om-os", title: "Om os", snippet: "Tømrer i Vejle" },
        { link: "https://hansen-toemrer.dk/", title: "Hansen Tømrer", snippet: "Alt i tømrerarbejde" },
      ],
    });
  if (q.includes("Ingen")) return json(200, { kind: "customsearch#search" });
  if (q.includes("Kvote")) return json(429, { error: { code: 429, message: "Quota exceeded" } });
  if (q.includes("Sover")) return;
  response.end("ikke json");
});

const options = () => ({
  baseUrl: `${searchApi.origin()}/customsearch/v1`,
  key: "nøgle",
  cx: "motor",
  timeoutMs: 2000,
});

silenceWarningsForFile();

describe("searchCompanyWebsite", () => {
  it("sends key, cx and the exact-name .dk query and picks the .dk root hit", async () => {
    queries.length = 0;
    const hit = await searchCompanyWebsite("Hansen Tømrer", options());
    expect(hit).toEqual({
      link: "https://hansen-toemrer.dk/",
      title: "Hansen Tømrer",
      snippet: "Alt i tømrerarbejde",
    });
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      key: "nøgle",
      cx: "motor",
      q: '"Hansen Tømrer" site:dk',
    });
  });

  it("returns null when there are no items", async () => {
    expect(await searchCompanyWebsite("Ingen Resultater", options())).toBeNull();
  });

  it.each(["Kvote", "Sludder"])("returns null when the service fails (%s)", async (name) => {
    expect(await searchCompanyWebsite(name, options())).toBeNull();
  });

  it("returns null after the timeout", async () => {
    expect(await searchCompanyWebsite("Sover", { ...options(), timeoutMs: 200 })).toBeNull();
  });

  it("does not search for an empty name", async () => {
    queries.length = 0;
    expect(await searchCompanyWebsite("  ", options())).toBeNull();
    expect(queries).toHaveLength(0);
  });
});
