import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertDeliveries, pushSubscriptions } from "~/db/schema";
import { type PushTestServer, startPushTestServer } from "~/integrations/push/push-test-server";
import type { ActionResult } from "~/schemas/action-result";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { startHttpApp, type TestHttpApp } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";
import { callRoute } from "../../../../tests/setup/route-call";
import { action, loader } from "./notifications";

// Notifikationer (issue 25): the owner's devices, always those of the company the session names;
// the installable-app files answer on every admin host.

const db = connectTestDatabase();
let app: TestHttpApp;
let push: PushTestServer;

beforeAll(async () => {
  push = await startPushTestServer();
  app = await startHttpApp();
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.close(), push?.close()]);
});

const post = (cookie: string | null, fields: Record<string, string>) =>
  new Request("http://localhost/admin/notifikationer", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
const answer = (result: unknown): ActionResult =>
  ((result as { data?: ActionResult }).data ?? result) as ActionResult;

function subscriptionJson() {
  const device = push.subscribe();
  return JSON.stringify({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } });
}

describe("Notifikationer", () => {
  it("switches a device on, sends a test to it, removes it; another owner can do neither", async () => {
    const a = await createOwnerWithSite(db, "Notifa");
    const b = await createOwnerWithSite(db, "Notifb");
    const anonymous = await callRoute(action, post(null, { intent: "subscribe" })).catch(
      (error: Response) => error,
    );
    expect((anonymous as Response).headers.get("location")).toBe("/admin");

    const saved = answer(
      await callRoute(
        action,
        post(a.cookie, { intent: "subscribe", label: "Min telefon", subscription: subscriptionJson() }),
      ),
    );
    expect(saved).toMatchObject({
      ok: true,
      message: "Notifikationer er slået til på Min telefon. Send en test for at prøve.",
      fieldErrors: {},
    });
    const page = await callRoute(
      loader,
      new Request("http://localhost/admin/notifikationer", { headers: { cookie: a.cookie } }),
    );
    expect(page.vapidPublicKey).toBe(process.env.VAPID_PUBLIC_KEY);
    expect(page.devices.map((d) => d.label)).toEqual(["Min telefon"]);
    const id = page.devices[0]!.id;

    // B cannot test or remove A's device.
    expect(answer(await callRoute(action, post(b.cookie, { intent: "test", id }))).ok).toBe(false);
    expect(answer(await callRoute(action, post(b.cookie, { intent: "remove", id }))).ok).toBe(false);
    expect(await db.select().from(alertDeliveries).where(eq(alertDeliveries.subscriptionId, id))).toEqual([]);

    expect(answer(await callRoute(action, post(a.cookie, { intent: "test", id })))).toMatchObject({
      ok: true,
    });
    expect(
      await db.select().from(alertDeliveries).where(eq(alertDeliveries.subscriptionId, id)),
    ).toHaveLength(1);
    expect(answer(await callRoute(action, post(a.cookie, { intent: "remove", id })))).toMatchObject({
      ok: true,
    });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).toEqual([]);
  });

  it("refuses a missing name or a malformed subscription in Danish, storing nothing", async () => {
    const owner = await createOwnerWithSite(db, "Notifc");
    const noName = await callRoute(
      action,
      post(owner.cookie, { intent: "subscribe", label: " ", subscription: subscriptionJson() }),
    );
    expect(answer(noName)).toMatchObject({
      ok: false,
      fieldErrors: { label: "Skriv et navn til enheden, f.eks. Min telefon" },
    });
    for (const subscription of [
      "{}",
      "not json",
      JSON.stringify({
        endpoint: "javascript:alert(1)",
        keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
      }),
      JSON.stringify({ endpoint: "https://push.example/x", keys: { p256dh: "short", auth: "a".repeat(22) } }),
    ]) {
      const refused = answer(
        await callRoute(action, post(owner.cookie, { intent: "subscribe", label: "Telefon", subscription })),
      );
      expect(refused).toMatchObject({
        ok: false,
        message: "Enheden kunne ikke slås til. Prøv igen, eller brug en anden browser.",
        fieldErrors: {},
      });
    }
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.companyId, owner.company.id)),
    ).toEqual([]);
  });
});

describe("SMS on a server without SMS", () => {
  it("says so, and sends nothing", async () => {
    const owner = await createOwnerWithSite(db, "Notife");
    const page = await callRoute(
      loader,
      new Request("http://localhost/admin/notifikationer", { headers: { cookie: owner.cookie } }),
    );
    expect(page.sms).toBeNull();
    const refused = answer(
      await callRoute(action, post(owner.cookie, { intent: "sms-code", phone: "20304050" })),
    );
    expect(refused).toMatchObject({ ok: false, message: "SMS er ikke sat op på denne server." });
  });
});

describe("the device's name", () => {
  it("is guessed on the server from the browser, so the field has it before any script runs", async () => {
    const owner = await createOwnerWithSite(db, "Notife");
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
    for (const [userAgent, name] of [
      [iphone, "iPhone"],
      [android, "Android-telefon"],
      ["curl/8.5.0", "Min enhed"],
    ] as const) {
      const page = await app.request("localhost", "/admin/notifikationer", {
        headers: { cookie: owner.cookie, "user-agent": userAgent },
      });
      expect(page.status).toBe(200);
      expect(page.body).toMatch(new RegExp(`<input[^>]*id="device-label"[^>]*value="${name}"`));
    }
  });
});

describe("the installable admin", () => {
  it("serves the service worker from /admin/ (scope /admin/) and the manifest, on customer hosts too", async () => {
    const owner = await createOwnerWithSite(db, "Notifd");
    for (const host of ["localhost", `${owner.company.subdomain}.localhost`]) {
      const worker = await app.request(host, "/admin/sw.js");
      expect(worker.status).toBe(200);
      expect(worker.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(worker.body).toContain('addEventListener("push"');
      expect(worker.body).toContain("showNotification");
      const manifest = await app.request(host, "/admin/manifest.webmanifest");
      expect(manifest.status).toBe(200);
      expect(JSON.parse(manifest.body)).toMatchObject({
        scope: "/admin/",
        start_url: "/admin/dashboard",
        display: "standalone",
      });
    }
    // Customer sites carry no manifest and no service worker.
    const home = await app.request(`${owner.company.subdomain}.localhost`, "/");
    expect(home.body).not.toContain("manifest");
    expect(home.body).not.toContain("serviceWorker");
  });
});
