import { describe, expect, it } from "vitest";
import { findFreePort } from "~/db/embedded.server";
import { silenceWarningsForFile } from "../../../tests/setup/console";
import { localServerForFile } from "../../../tests/setup/local-server";
import { lookupCvrapi } from "./cvrapi.server";
import register from "./offline-register.json" with { type: "json" };

type Seen = { url: string; userAgent: string | undefined };

/** A stand-in for cvrapi.dk speaking HTTP on loopback; the search term picks the answer. */
const seen: Seen[] = [];
const ERRORS: Record<string, [number, string]> = {
  "10000001": [404, "NOT_FOUND"],
  "10000002": [402, "QUOTA_EXCEEDED"],
  "10000003": [400, "INVALID_VAT"],
  "10000004": [403, "BANNED"],
  "10000005": [500, "INTERNAL_ERROR"],
  "10000006": [400, "INVALID_UA"],
};
const cvrapi = localServerForFile((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  seen.push({ url: request.url ?? "", userAgent: request.headers["user-agent"] });
  const search = url.searchParams.get("search") ?? "";
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const error = ERRORS[search];
  if (error) return send(error[0], { error: error[1] });
  if (search === "20000001") return send(200, { ...register[0], vat: "20000001" });
  if (search === "20000002") return send(200, { ...register[1], vat: 20000002 });
  if (search === "20000003") return send(200, register[2]);
  if (search === "20000004") {
    response.writeHead(502, { "Content-Type": "text/html" });
    return response.end("<h1>Bad gateway</h1>");
  }
  if (search === "20000005") return; // never answers
  send(404, { error: "NOT_FOUND" });
});

const options = () => ({
  baseUrl: `${cvrapi.origin()}/api`,
  userAgent: "Haandvaerkernet test - test@example.dk",
  timeoutMs: 2000,
});

silenceWarningsForFile();

describe("lookupCvrapi", () => {
  it("asks for the CVR number with the custom User-Agent and token", async () => {
    seen.length = 0;
    await lookupCvrapi("20000001", { ...options(), token: "hemmelig" });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]?.url ?? "", "http://x");
    expect(url.pathname).toBe("/api");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: "20000001",
      country: "dk",
      token: "hemmelig",
    });
    expect(seen[0]?.userAgent).toBe("Haandvaerkernet test - test@example.dk");
  });

  it("reads a company whose vat is a string", async () => {
    const result = await lookupCvrapi("20000001", options());
    expect(result).toMatchObject({
      ok: true,
      company: {
        cvr: "20000001",
        name: "Hansen Tømrer & Snedker ApS",
        employees: 5,
        startDate: "2009-03-14",
      },
    });
  });

  it("reads a company whose vat is a number", async () => {
    const result = await lookupCvrapi("2000 0002", options());
    expect(result).toMatchObject({ ok: true, company: { cvr: "20000002", city: "Silkeborg", employees: 2 } });
  });

  it.each([
    ["10000001", "NOT_FOUND"],
    ["10000002", "QUOTA_EXCEEDED"],
    ["10000003", "INVALID_VAT"],
    ["10000004", "UNAVAILABLE"],
    ["10000005", "UNAVAILABLE"],
    ["10000006", "UNAVAILABLE"],
  ])("maps the answer for %s to %s", async (cvr, error) => {
    expect(await lookupCvrapi(cvr, options())).toEqual({ ok: false, error });
  });

  it("treats a company with another CVR number (a free-text hit) as not found", async () => {
    expect(await lookupCvrapi("20000003", options())).toEqual({ ok: false, error: "NOT_FOUND" });
  });

  it("answers UNAVAILABLE for a non-JSON error page", async () => {
    expect(await lookupCvrapi("20000004", options())).toEqual({ ok: false, error: "UNAVAILABLE" });
  });

  it("gives up after the timeout", async () => {
    const result = await lookupCvrapi("20000005", { ...options(), timeoutMs: 200 });
    expect(result).toEqual({ ok: false, error: "UNAVAILABLE" });
  });

  it("answers UNAVAILABLE when nothing listens", async () => {
    const port = await findFreePort();
    const result = await lookupCvrapi("20000001", { ...options(), baseUrl: `http://127.0.0.1:${port}/api` });
    expect(result).toEqual({ ok: false, error: "UNAVAILABLE" });
  });

  it("refuses a malformed CVR number without asking the register", async () => {
    seen.length = 0;
    expect(await lookupCvrapi("123", options())).toEqual({ ok: false, error: "INVALID_VAT" });
    expect(seen).toHaveLength(0);
  });
});
