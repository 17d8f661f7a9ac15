import { type PushTestServer, startPushTestServer } from "../../app/integrations/push/push-test-server";
import { createOwnCompany, withDatabase } from "./e2e-database";
import { expect, expectNoAxeViolations, logInAsOwner, test } from "./helpers";

// Notifikationer (issue 25) on a phone: the owner grants the notification permission, the admin's
// service worker registers with scope /admin/, the device appears in the list, and "Send en test"
// reaches a local push service (which checks the VAPID signature and decrypts the RFC 8291 payload).
//
// Headless Chromium cannot subscribe here: PushManager.subscribe rejects with "AbortError:
// Registration failed - permission denied" even with the notifications permission granted (checked
// 2026-11-25, Chromium 156), and its push service would be Google's, unreachable offline. subscribe() is
// therefore answered with a subscription at the local push service; everything before it (service
// worker, permission, VAPID key) and after it (the page's POST, the server's encryption and delivery)
// is the real thing. The decrypted delivery from a posted quote request is covered over HTTP in
// app/server/alerts/push-alerts.http.test.ts.
test.describe.configure({ timeout: 60_000 });

let push: PushTestServer;
test.beforeAll(async () => {
  push = await startPushTestServer();
});
test.afterAll(async () => {
  await push?.close();
});

test("switching push on for this phone, then a test push arrives", { tag: "@phone" }, async ({
  page,
  context,
}) => {
  const own = await createOwnCompany();
  const device = push.subscribe();
  await context.grantPermissions(["notifications"]);
  await page.addInitScript((subscription) => {
    // The stand-in for Chromium's unreachable push service: records the VAPID key it was given.
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array;
      (window as unknown as { vapidKeyLength: number }).vapidKeyLength = key.byteLength;
      return {
        endpoint: subscription.endpoint,
        toJSON: () => ({
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        }),
      } as unknown as PushSubscription;
    };
  }, device);
  await logInAsOwner(page, own);
  await page.goto(`${new URL(page.url()).origin}/admin/settings`);
  await page.getByRole("link", { name: "Slå notifikationer til" }).click();
  await expect(page.getByRole("heading", { name: "Notifikationer", level: 1 })).toBeVisible();
  await expect(page.getByText("Ingen enheder endnu.")).toBeVisible();

  await page.getByLabel("Navn på enheden").fill("Min telefon");
  await page.getByRole("button", { name: "Slå notifikationer til på denne enhed" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Notifikationer er slået til på Min telefon" }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Min telefon" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vapidKeyLength: number }).vapidKeyLength)).toBe(
    65,
  );
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration("/admin/"))?.scope,
  );
  expect(scope).toBe(`${new URL(page.url()).origin}/admin/`);

  await page.getByRole("button", { name: "Send en test til Min telefon" }).click();
  await expect(page.getByText("Testen er sendt.")).toBeVisible();
  await expect
    .poll(() => push.received.filter((p) => p.subscriptionId === device.id).length, { timeout: 15_000 })
    .toBe(1);
  const [received] = push.received.filter((p) => p.subscriptionId === device.id);
  expect(JSON.parse(received!.payload)).toMatchObject({
    title: "Test fra Håndværkernet",
    url: "/admin/notifikationer",
  });
  expect(push.refused).toEqual([]);
  await expect(page.getByText(/Seneste notifikation/))
    .toBeVisible({ timeout: 10_000 })
    .catch(async () => {
      await page.reload();
      await expect(page.getByText(/Seneste notifikation/)).toBeVisible();
    });
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Fjern Min telefon" }).click();
  await expect(page.getByText("Enheden er fjernet")).toBeVisible();
  await expect(page.getByText("Ingen enheder endnu.")).toBeVisible();
  const left = await withDatabase(
    async (db) =>
      (
        await db.query("select count(*)::int as n from push_subscriptions where endpoint = $1", [
          device.endpoint,
        ])
      ).rows[0],
  );
  expect(left).toEqual({ n: 0 });
});

test("without permission the page says how to allow notifications", async ({ page, context }) => {
  const own = await createOwnCompany();
  await context.clearPermissions();
  await logInAsOwner(page, own);
  await page.goto(`${new URL(page.url()).origin}/admin/notifikationer`);
  // Headless Chromium answers the permission prompt with "denied" when nothing granted it.
  await page.getByRole("button", { name: "Slå notifikationer til på denne enhed" }).click();
  await expect(page.getByText("Du har ikke givet lov til notifikationer.")).toBeVisible();
});
