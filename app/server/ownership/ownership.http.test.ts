import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, mailOutbox, ownershipEvents } from "~/db/schema";
import register from "~/integrations/cvr/offline-register.json" with { type: "json" };
import { startOidcTestProvider } from "~/integrations/identity/oidc-test-provider";
import { startGatewayApiTestServer } from "~/integrations/sms/gatewayapi-test-server";
import { resetSmsForTests } from "~/integrations/sms/index.server";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { verifyCustomDomain } from "~/server/domains/verify-custom-domain.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { expectRefused, postForm, startHttpApp, type TestHttpApp } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";
import { stubEnvs, unstubEnvs } from "../../../tests/setup/stub-env";
import { assertCvrNotReserved } from "./cvr-reservation.server";

// Issue 27 over the real HTTP app: the CVR register (a local server speaking cvrapi.dk's format), the
// SMS provider (GatewayAPI's wire format) and MitID Erhverv (a real OpenID Connect provider) all local.

const TOKEN = "gwapi-ownership-token";
const CVR_CLAIM = "https://data.gov.dk/model/core/eid/professional/cvr";
const db = connectTestDatabase();
const registerEntries = new Map<string, { phone: string; email: string | null }>();
const cvrServer = http.createServer((request, response) => {
  const cvr = new URL(request.url ?? "/", "http://x").searchParams.get("search") ?? "";
  const entry = registerEntries.get(cvr);
  response.writeHead(entry ? 200 : 404, { "Content-Type": "application/json" });
  response.end(
    JSON.stringify(entry ? { ...register[0], vat: Number(cvr), ...entry } : { error: "NOT_FOUND" }),
  );
});
let gateway: Awaited<ReturnType<typeof startGatewayApiTestServer>>;
let oidc: Awaited<ReturnType<typeof startOidcTestProvider>>;
let app: TestHttpApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => cvrServer.listen(0, "127.0.0.1", resolve));
  gateway = await startGatewayApiTestServer(TOKEN);
  oidc = await startOidcTestProvider({
    clientId: "haandvaerkernet",
    clientSecret: "oidc-test-secret",
    redirectUris: ["http://localhost:3000/mitid/retur"],
    cvrClaim: CVR_CLAIM,
  });
  const stubs: Record<string, string> = {
    CVR_PROVIDER: "cvrapi",
    CVRAPI_URL: `http://127.0.0.1:${(cvrServer.address() as AddressInfo).port}/api`,
    SMS_PROVIDER: "gatewayapi",
    GATEWAYAPI_TOKEN: TOKEN,
    GATEWAYAPI_URL: gateway.url,
    IDENTITY_PROVIDER: "oidc",
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: "haandvaerkernet",
    OIDC_CLIENT_SECRET: "oidc-test-secret",
    OIDC_ALLOW_HTTP: "true",
  };
  stubEnvs(stubs, resetSmsForTests);
  app = await startHttpApp();
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.close(), gateway?.close(), oidc?.close()]);
  cvrServer.closeAllConnections();
  await new Promise((resolve) => cvrServer.close(resolve));
  unstubEnvs(resetSmsForTests);
});

/** A new owner whose site is unverified, with the register's e-mail and mobile number for its CVR. */
async function unverifiedOwner() {
  const owner = await createOwnerWithSite(db, "Ejerskab");
  await db.update(companies).set({ ownershipVerifiedAt: null }).where(eq(companies.id, owner.company.id));
  const mobile = `2${String(crypto.randomInt(0, 10_000_000)).padStart(7, "0")}`;
  const email = `firma-${owner.company.cvr}@register.example`;
  registerEntries.set(owner.company.cvr, { phone: mobile, email });
  return { ...owner, host: `${owner.company.subdomain}.localhost`, mobile, registerEmail: email };
}

const eventsOf = async (companyId: string) =>
  (
    await db
      .select({ event: ownershipEvents.event, method: ownershipEvents.method })
      .from(ownershipEvents)
      .where(eq(ownershipEvents.companyId, companyId))
      .orderBy(asc(ownershipEvents.id))
  ).map((row) => `${row.event}:${row.method}`);

async function expectIndexable(host: string, indexable: boolean) {
  const home = await app.request(host, "/");
  expect(home.status).toBe(200);
  expect(home.headers["x-robots-tag"]).toBe(indexable ? undefined : "noindex");
  expect(home.body.includes('<meta name="robots" content="noindex"/>')).toBe(!indexable);
  const sitemap = await app.request(host, "/sitemap.xml");
  expect(sitemap.body.includes("<loc>")).toBe(indexable);
}

describe("until the CVR ownership is proved", () => {
  it("the site is live but noindex (meta and header, from the published files too), with an empty sitemap", async () => {
    const owner = await unverifiedOwner();
    await expectIndexable(owner.host, false);
    // A second request is answered from the site's published files or cache: still noindex.
    expect((await app.request(owner.host, "/")).headers["x-robots-tag"]).toBe("noindex");
    const admin = await app.request("localhost", "/admin/dashboard", { headers: { cookie: owner.cookie } });
    expect(admin.body).toContain("Din hjemmeside vises ikke i Google endnu.");
  });
});

describe("a code to the register's e-mail address", () => {
  it("goes to the register's address only; a wrong code counts, the right one verifies and re-publishes", async () => {
    const owner = await unverifiedOwner();
    const sent = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "send-email" });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Vi har sendt en kode til f");
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "ownership-code"), eq(mailOutbox.to, owner.registerEmail)));
    const code = /Koden er (\d{6})\./.exec(mail!.text)![1]!;

    const wrong = await postForm(app, "/admin/ejerskab", owner.cookie, {
      intent: "confirm",
      code: code === "000000" ? "111111" : "000000",
    });
    expectRefused(wrong, OWNERSHIP_MESSAGES.codeWrong);
    await expectIndexable(owner.host, false);

    const right = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "confirm", code });
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe("/admin/ejerskab?bekraeftet=1");
    await expectIndexable(owner.host, true);
    expect(await eventsOf(owner.company.id)).toEqual([
      "code-sent:email",
      "code-wrong:email",
      "verified:email",
    ]);
  });

  it("is refused with a message when the register has no e-mail address", async () => {
    const owner = await unverifiedOwner();
    registerEntries.set(owner.company.cvr, { phone: "75821234", email: null });
    const answer = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "send-email" });
    expectRefused(answer, OWNERSHIP_MESSAGES.noEmail);
    // A landline gets no SMS either.
    const sms = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "send-sms" });
    expect(sms.body).toContain(OWNERSHIP_MESSAGES.noMobile);
  });
});

describe("a code by SMS to the register's mobile number", () => {
  it("texts the code through GatewayAPI and verifies with it", async () => {
    const owner = await unverifiedOwner();
    const sent = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "send-sms" });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain(`** ** ${owner.mobile.slice(4, 6)} ${owner.mobile.slice(6)}`);
    const sms = gateway.received.findLast((message) => message.msisdn === Number(`45${owner.mobile}`))!;
    expect(sms.message).toContain(owner.company.name);
    const code = /er (\d{6})\./.exec(sms.message)![1]!;
    const right = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "confirm", code });
    expect(right.status).toBe(303);
    await expectIndexable(owner.host, true);
    expect(await eventsOf(owner.company.id)).toEqual(["code-sent:sms", "verified:sms"]);
  });
});

/** Follows the OpenID provider's redirects and its login form like a browser would, with a cookie jar. */
async function mitidLogin(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  let url = new URL(authorizeUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!, value.join("="));
    }
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.pathname === "/mitid/retur") return next;
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form at ${url.pathname}: ${response.status}`);
    url = new URL(action.replaceAll("&amp;", "&"), url);
    init = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "hemmelig" }).toString(),
    };
  }
  throw new Error("too many redirects");
}

async function startMitid(owner: { cookie: string }) {
  const start = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "mitid" });
  expect(start.status).toBe(303);
  const startUrl = new URL(start.headers.location!);
  expect(startUrl.pathname).toBe("/mitid/start");
  const bound = await app.request("localhost", `${startUrl.pathname}${startUrl.search}`);
  expect(bound.status).toBe(303);
  const browserCookie = String(bound.headers["set-cookie"]).split(";")[0]!;
  // The same link in another browser gets nothing: the login is bound to the first.
  expect((await app.request("localhost", `${startUrl.pathname}${startUrl.search}`)).status).toBe(400);
  return { authorizeUrl: bound.headers.location!, browserCookie };
}

describe("MitID Erhverv through OpenID Connect", () => {
  it("verifies when the login's CVR claim is the company's number", async () => {
    const owner = await unverifiedOwner();
    const { authorizeUrl, browserCookie } = await startMitid(owner);
    expect(authorizeUrl.startsWith(`${oidc.issuer}/`)).toBe(true);
    const callback = await mitidLogin(authorizeUrl, `medarbejder-${owner.company.cvr}`);
    const back = await app.request("localhost", `${callback.pathname}${callback.search}`, {
      headers: { cookie: browserCookie },
    });
    expect(back.status).toBe(303);
    expect(back.headers.location).toMatch(/\/admin\/ejerskab\?mitid=bekraeftet$/);
    await expectIndexable(owner.host, true);
    expect(await eventsOf(owner.company.id)).toEqual(["verified:oidc"]);
  });

  it("refuses a login for another CVR number, and a callback without the browser that started it", async () => {
    const owner = await unverifiedOwner();
    const first = await startMitid(owner);
    const otherFirm = await mitidLogin(first.authorizeUrl, "medarbejder-12345678");
    const refused = await app.request("localhost", `${otherFirm.pathname}${otherFirm.search}`, {
      headers: { cookie: first.browserCookie },
    });
    expect(refused.headers.location).toMatch(/mitid=forkert-cvr&cvr=12345678$/);
    const page = await app.request("localhost", "/admin/ejerskab?mitid=forkert-cvr&cvr=12345678", {
      headers: { cookie: owner.cookie },
    });
    expect(page.body).toContain("Du loggede ind for en anden virksomhed (CVR 12345678)");

    const second = await startMitid(owner);
    const callback = await mitidLogin(second.authorizeUrl, `medarbejder-${owner.company.cvr}`);
    const noCookie = await app.request("localhost", `${callback.pathname}${callback.search}`);
    expect(noCookie.headers.location).toMatch(/mitid=fejl$/);
    await expectIndexable(owner.host, false);
    expect(await eventsOf(owner.company.id)).toEqual(["oidc-refused:oidc"]);
  });
});

describe("Er det din virksomhed? (taking a claimed CVR over)", () => {
  it("the register's owner takes the CVR over: the other site goes offline, both get a mail, the CVR is held for the owner", async () => {
    const owner = await unverifiedOwner();
    const cvr = owner.company.cvr;
    const page = await app.request("localhost", `/overtag?cvr=${cvr}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("En anden konto har lavet en hjemmeside for");
    const post = (fields: Record<string, string>) =>
      postForm(app, `/overtag?cvr=${cvr}`, "", { cvr, ...fields });
    expect((await post({ intent: "send-email" })).status).toBe(200);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "ownership-code"), eq(mailOutbox.to, owner.registerEmail)));
    expect(mail!.text).toContain(`Nogen har bedt om at overtage CVR ${cvr}`);
    const code = /Koden er (\d{6})\./.exec(mail!.text)![1]!;
    // The signed-in owner of the other site cannot use the take-over code to verify their own site.
    const misuse = await postForm(app, "/admin/ejerskab", owner.cookie, { intent: "confirm", code });
    expect(misuse.body).toContain(OWNERSHIP_MESSAGES.codeExpired);

    const claimant = `rigtig-ejer-${cvr}@firma.example`;
    const badEmail = await post({ intent: "confirm", code, email: "ikke en e-mail" });
    expectRefused(badEmail, OWNERSHIP_MESSAGES.takeoverEmail);
    const done = await post({ intent: "confirm", code, email: claimant });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/overtag?cvr=${cvr}&overtaget=1`);

    // The other account's site is offline, its admin no longer theirs; the row is kept for support.
    expect((await app.request(owner.host, "/")).status).toBe(404);
    const admin = await app.request("localhost", "/admin/dashboard", { headers: { cookie: owner.cookie } });
    expect(admin.status).toBe(302);
    const [kept] = await db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(kept).toMatchObject({ status: "taken_over" });
    expect(kept!.cvr).not.toBe(cvr);
    const mailsTo = async (to: string, kind: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
    expect(await mailsTo(owner.email, "cvr-taken-over")).toHaveLength(1);
    expect(await mailsTo(claimant, "cvr-takeover-done")).toHaveLength(1);
    expect((await eventsOf(owner.company.id)).at(-1)).toBe("taken-over:email");

    // The freed CVR is held for the owner's e-mail: anyone else's sign-up is refused.
    await expect(assertCvrNotReserved(cvr, "en-anden@example.dk")).rejects.toThrow(
      OWNERSHIP_MESSAGES.cvrReserved,
    );
    await expect(assertCvrNotReserved(cvr, claimant)).resolves.toBeUndefined();
  });

  it("refuses a CVR whose owner already verified it (support only)", async () => {
    const owner = await createOwnerWithSite(db, "Bekraeftet");
    const page = await app.request("localhost", `/overtag?cvr=${owner.company.cvr}`);
    expect(page.body).toContain("har allerede bekræftet siden");
    const sent = await postForm(app, `/overtag?cvr=${owner.company.cvr}`, "", {
      cvr: owner.company.cvr,
      intent: "send-email",
    });
    expect(sent.status).toBe(409);
  });
});

describe("14 days unverified", () => {
  it("pauses the site with the neutral page, and an own domain cannot be verified meanwhile", async () => {
    const owner = await unverifiedOwner();
    await expect(verifyCustomDomain(owner.company.id)).rejects.toThrow(
      OWNERSHIP_MESSAGES.domainNeedsOwnership,
    );
    expect((await app.request(owner.host, "/")).status).toBe(200);
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
        .where(eq(companies.id, owner.company.id));
      await bumpSiteVersion(tx, owner.company.id);
    });
    const paused = await app.request(owner.host, "/");
    expect(paused.status).toBe(503);
    expect(paused.body).toContain("Hjemmesiden er midlertidigt sat på pause");
  });
});
