import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, images, pages } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../tests/setup/db";
import {
  expectRefused,
  postForm,
  postSameOrigin,
  startHttpApp,
  type TestHttpApp,
} from "../tests/setup/http-app";
import { signUpWithSession } from "../tests/setup/owner-session";

// The real server/app.ts (every middleware, the React Router build) on a loopback port.
const db = connectTestDatabase();
let app: TestHttpApp;
let site: Awaited<ReturnType<typeof createTestCompany>>;
const SHOWN = "uploads/images/shown.webp";
const ARCHIVED = "uploads/images/only-in-the-archive.webp";
const HIDDEN_HOURS = "Kun efter aftale 06.15-06.45";

beforeAll(async () => {
  app = await startHttpApp();
  site = await createTestCompany(db);
  await db
    .update(companies)
    .set({ hours: { Mandag: HIDDEN_HOURS }, showHours: false })
    .where(eq(companies.id, site.company.id));
  await db
    .update(pages)
    .set({ content: { hero: { title: "Velkommen", backgroundImage: SHOWN }, main: { content: "Tekst." } } })
    .where(eq(pages.id, site.home.id));
  const row = (path: string, name: string) => ({
    companyId: site.company.id,
    name,
    path,
    contentType: "image/webp",
    uploadedBy: "test",
    cvr: site.company.cvr,
    width: 800,
    height: 600,
  });
  await db.insert(images).values([row(SHOWN, "vist.webp"), row(ARCHIVED, "privat-arkiv.webp")]);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const host = () => `${site.company.subdomain}.localhost`;

describe("zones and rewrites", () => {
  it("shows the customer's site on its subdomain and at /{cvr} on the main host", async () => {
    const onSubdomain = await app.request(host(), "/");
    expect(onSubdomain.status).toBe(200);
    expect(onSubdomain.body).toContain(site.company.name);
    const onMain = await app.request("localhost", `/${site.company.cvr}/om-os`);
    expect(onMain.status).toBe(200);
    expect(onMain.body).toContain(`Om ${site.company.name}`);
  });

  it("answers 404 for an unknown subdomain and for the internal /_site tree on the main host", async () => {
    expect((await app.request("findes-ikke-endnu.localhost", "/")).status).toBe(404);
    expect((await app.request("localhost", "/_site")).status).toBe(404);
    expect((await app.request("localhost", "/_site/om-os")).status).toBe(404);
  });
});

describe("customer-page route data (.data)", () => {
  const requests = () => [
    [host(), "/_root.data"],
    [host(), "/.data"],
    [host(), "/_site.data"],
    ["localhost", `/${site.company.cvr}.data`],
    ["localhost", `/${site.company.cvr}/om-os.data`],
    [host(), "/om-os.data"],
  ];

  it("never carries images the page does not show, nor hidden opening hours", async () => {
    for (const [target, pathname] of requests()) {
      const answer = await app.request(target!, pathname!);
      expect(answer.body, `${target}${pathname}`).not.toContain("only-in-the-archive");
      expect(answer.body, `${target}${pathname}`).not.toContain("privat-arkiv");
      expect(answer.body, `${target}${pathname}`).not.toContain(HIDDEN_HOURS);
    }
  });

  it("carries the images the page shows and no other page's text", async () => {
    const answer = await app.request("localhost", `/${site.company.cvr}.data`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("shown.webp");
    expect(answer.body).not.toContain("Vi er et lille firma.");
    const page = await app.request(host(), "/");
    expect(page.body).not.toContain(HIDDEN_HOURS);
  });
});

describe("request bodies are capped while they stream", () => {
  const json = (bytes: number) => `{"name":"${"a".repeat(bytes)}"}`;

  it("refuses a declared body over the limit with 413 and a Danish page", async () => {
    const answer = await postSameOrigin(app, "/api/sendContactEmail", {
      contentType: "application/json",
      body: json(1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Forespørgslen er for stor");
  });

  it("cuts off a chunked body (no Content-Length) once it passes the limit", async () => {
    const answer = await postSameOrigin(app, "/api/sendContactEmail", {
      contentType: "application/json",
      body: json(2 * 1024 * 1024),
      headers: { "transfer-encoding": "chunked" },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Forespørgslen er for stor");
  });

  it("lets a normal form through", async () => {
    const answer = await postForm(app, "/admin", "", {
      email: "ingen@example.dk",
      password: "forkert-kode-123",
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).not.toBe(413);
  });
});

describe("malformed requests answer 400 with a plain page", () => {
  it("without a Host header: our own plain 400 page, not Node's empty answer", async () => {
    const answer = await app.request("", "/", { noHost: true });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain("Forespørgslen kunne ikke læses");
  });

  it("with %00 in the Host header", async () => {
    const nul = await app.request("hansen%00.localhost", "/");
    expectRefused(nul, "Forespørgslen kunne ikke læses");
  });

  it("with a malformed multipart body", async () => {
    const answer = await postSameOrigin(app, "/admin", {
      contentType: "multipart/form-data; boundary=----grænse",
      body: "dette er ikke multipart",
    });
    expectRefused(answer, "Forespørgslen kunne ikke læses");
  });
});

describe("state-changing requests must come from this very origin", () => {
  const post = (headers: { origin?: string; referer?: string }) =>
    app.request("localhost", "/admin", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(headers as Record<string, string>),
      },
      body: "email=ingen%40example.dk&password=forkert-kode-123",
    });

  it("refuses another host, another scheme, a null origin, and neither Origin nor Referer", async () => {
    for (const headers of [
      { origin: "http://evil.example" },
      { origin: `https://localhost:${app.port}` },
      { origin: "null" },
      { referer: `http://localhost.evil.example:${app.port}/admin` },
      {},
    ]) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toBe("Forespørgslen blev afvist.");
    }
  });

  it("lets the same origin through, by Origin or by Referer", async () => {
    expect((await post({ origin: `http://localhost:${app.port}` })).status).not.toBe(403);
    expect((await post({ referer: `http://localhost:${app.port}/admin` })).status).not.toBe(403);
  });
});

describe("signed-in admin pages", () => {
  it("are never stored by a cache", async () => {
    const cookie = await signUpWithSession(`cache-${site.company.cvr}@test.example`);
    const answer = await app.request("localhost", "/admin/dashboard", { headers: { cookie } });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });
});
