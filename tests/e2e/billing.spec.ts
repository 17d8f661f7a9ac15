import type { Page } from "@playwright/test";
import { STRIPE_TEST_PORT } from "../../playwright.config";
import { createOwnCompany as createCompany, withDatabase } from "./e2e-database";
import { expect, expectNoAxeViolations, logInWithEmail, siteOrigin, test } from "./helpers";

// Billing against the local Stripe-compatible server (tests/e2e/global-setup.ts): its checkout page
// "pays" and posts signed events to the app's webhook before sending the browser back.
test.describe.configure({ timeout: 90_000 });

const STRIPE = `http://127.0.0.1:${STRIPE_TEST_PORT}`;
const PAUSED = "Hjemmesiden er midlertidigt sat på pause";

async function payOnStripe(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${STRIPE}/checkout/`));
  await page.getByRole("button", { name: "Betal med kort (test)" }).click();
  await expect(page).toHaveURL(/\/admin\/subscription\?betaling=gennemfoert$/);
}

/** Stripe's side: the subscription of a company's customer, and a push of what Stripe would do next. */
async function stripeAction(email: string, action: "fail" | "pay") {
  const subs = (await (await fetch(`${STRIPE}/_test/subscriptions`)).json()) as Array<{
    id: string;
    customer: string;
  }>;
  const customers = await withDatabase(
    async (db) =>
      (
        await db.query(
          "select s.customer_id from subscriptions s join companies c on c.id = s.company_id where c.company_email = $1",
          [email],
        )
      ).rows as Array<{ customer_id: string }>,
  );
  const sub = subs.find((s) => s.customer === customers[0]?.customer_id);
  const answer = await fetch(`${STRIPE}/_test/${sub!.id}/${action}`, { method: "POST" });
  expect(answer.status).toBe(200);
}

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("subscription: upgrade from the trial banner, pay on Stripe, see plan, card and next payment; payment failed banner; cancel and resume", async ({
  page,
}) => {
  const company = await createCompany(10);
  await logInWithEmail(page, company.email);

  await page
    .getByRole("region", { name: "Prøveperiode" })
    .getByRole("button", { name: "Opgrader nu" })
    .click();
  await payOnStripe(page);

  const status = page.getByTestId("subscription-status");
  await expect(status).toContainText("Aktivt – gratis til prøveperioden slutter");
  await expect(status).toContainText("249 kr./md. inkl. moms (199,20 kr. ekskl. moms)");
  await expect(status).toContainText(/Næste betaling\s*249 kr\. den \d+\. \p{L}+ \d{4}/u);
  await expect(status).toContainText("Visa •••• 4242");
  await expect(page.getByRole("region", { name: "Prøveperiode" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSideways(page);

  // Invoices and card changes live in Stripe's portal, which leads back here.
  await page.getByRole("button", { name: "Fakturaer og betalingskort" }).click();
  await expect(page.getByRole("heading", { name: "Kundeportal (test)" })).toBeVisible();
  await page.getByRole("link", { name: "Tilbage" }).click();
  await expect(page).toHaveURL(/\/admin\/subscription$/);

  // A failed payment: a banner on every admin page until Stripe's retry succeeds.
  await stripeAction(company.email, "fail");
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("region", { name: "Betaling" })).toContainText(
    "Betalingen for dit abonnement mislykkedes.",
  );
  await page.getByRole("link", { name: "Opdatér dit betalingskort" }).click();
  await expect(page.getByTestId("subscription-status")).toContainText("Betalingen mislykkedes");
  await stripeAction(company.email, "pay");
  await page.reload();
  await expect(page.getByRole("region", { name: "Betaling" })).toHaveCount(0);

  await page.getByRole("button", { name: "Opsig abonnement" }).click();
  await expect(page.getByTestId("subscription-status")).toContainText(/Opsagt – ophører den \d+\./);
  await expect(page.getByTestId("subscription-status")).toContainText(/Næste betaling\s*Ingen/);
  await page.getByRole("button", { name: "Genoptag abonnement" }).click();
  await expect(page.getByTestId("subscription-status")).toContainText("Aktivt");
  await expect(page.getByRole("button", { name: "Opsig abonnement" })).toBeVisible();
});

test("trial ended: the admin asks to subscribe; after the grace period the site is paused with phone and e-mail; paying brings it back at once", async ({
  page,
  browser,
}) => {
  const inGrace = await createCompany(-3);
  const visitor = await (await browser.newContext()).newPage();
  const online = await visitor.goto(siteOrigin(inGrace.subdomain));
  expect(online?.status()).toBe(200);
  await expect(visitor.getByText(PAUSED)).toHaveCount(0);

  const company = await createCompany(-20);
  const paused = await visitor.goto(siteOrigin(company.subdomain));
  expect(paused?.status()).toBe(503);
  await expect(visitor.getByRole("heading", { level: 1, name: PAUSED })).toBeVisible();
  await expect(visitor.getByRole("link", { name: company.phone })).toHaveAttribute("href", "tel:+4522334455");
  await expect(visitor.getByRole("link", { name: company.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${company.contactEmail}`,
  );
  await expectNoAxeViolations(visitor);
  await expectNoSideways(visitor);
  const subpage = await visitor.goto(`${siteOrigin(company.subdomain)}/om-os`);
  expect(subpage?.status()).toBe(503);

  await logInWithEmail(page, company.email, "", /\/admin\/subscription$/);
  await expect(page.getByRole("heading", { name: "Din gratis prøveperiode er slut" })).toBeVisible();
  await expect(page.getByTestId("trial-status")).toContainText("Din hjemmeside er sat på pause.");
  await expectNoAxeViolations(page);
  await expectNoSideways(page);
  await page.goto("/admin/pages");
  await expect(page).toHaveURL(/\/admin\/subscription$/);

  await page.getByRole("button", { name: "Tilmeld abonnement" }).click();
  await payOnStripe(page);
  await expect(page.getByTestId("subscription-status")).toContainText("Aktivt");

  const back = await visitor.goto(siteOrigin(company.subdomain));
  expect(back?.status()).toBe(200);
  await expect(visitor.getByText(PAUSED)).toHaveCount(0);
  await expect(visitor.getByRole("banner")).toContainText(company.name);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
