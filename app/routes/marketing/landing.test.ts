import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { closeDatabase } from "~/db/client.server";
import { type RequestInfo, requestInfoContext } from "~/server/context";
import { expectConsoleError } from "../../../tests/setup/console";
import { connectTestDatabase } from "../../../tests/setup/db";
import type { Route } from "./+types/landing";
import Landing, { loader } from "./landing";

connectTestDatabase();

const info: RequestInfo = {
  requestId: "test",
  nonce: "dGVzdC1ub25jZQ==",
  ip: "127.0.0.1",
  zone: { kind: "main" },
  siteCompanyId: null,
  host: "localhost:3000",
  protocol: "http",
};

function load() {
  return loader({
    request: new Request("http://localhost:3000/"),
    params: {},
    context: new RouterContextProvider(new Map([[requestInfoContext, info]])),
  } as unknown as Route.LoaderArgs);
}

function render(loaderData: Awaited<ReturnType<typeof load>>): string {
  return renderToString(createElement(Landing, { loaderData } as unknown as Route.ComponentProps));
}

describe("landing page loader", () => {
  it("loads the recent sites and hands the CSP nonce to the lightbox script", async () => {
    const data = await load();
    expect(data.recentSites.status).toBe("ok");
    expect(data.nonce).toBe(info.nonce);
    const html = render(data);
    expect(html).toContain(`<script nonce="${info.nonce}">`);
    expect(html).not.toContain("Kunne ikke hente de seneste hjemmesider.");
  });

  it("shows red error text for the sites when the database fails, and the rest of the page still renders", async () => {
    await closeDatabase();
    expectConsoleError(/recent sites could not be loaded/);
    const data = await load();
    expect(data.recentSites).toEqual({ status: "error" });
    const html = render(data);
    expect(html).toMatch(
      /<p role="alert" class="[^"]*text-red-700[^"]*">Kunne ikke hente de seneste hjemmesider.<\/p>/,
    );
    expect(html).toContain("Hjemmeside til håndværkere – klar på et minut");
    expect(html).toContain("Nyligt oprettede hjemmesider");
    expect(html).toContain("Én pris – alt inklusive");
  });
});
