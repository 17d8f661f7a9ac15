import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { createOwnCompany, type OwnCompany, withDatabase } from "./e2e-database";
import { DEMO_PASSWORD, expect, expectNoAxeViolations, siteOrigin, test } from "./helpers";

// The monthly report's opt-out link (no login, no JavaScript) and the "Forespørgsler" settings tab.
// Each test makes its own company. Axe scans take a while on a busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function companyRow(own: OwnCompany) {
  return withDatabase(async (db) => {
    const { rows } = await db.query(
      "select id, monthly_report_enabled, quote_form_enabled, quote_retention_months from companies where company_email = $1",
      [own.email],
    );
    return rows[0] as {
      id: string;
      monthly_report_enabled: boolean;
      quote_form_enabled: boolean;
      quote_retention_months: number;
    };
  });
}

/** The link the report mail carries, signed with the e2e server's own AUTH_SECRET (kept in its DATA_DIR). */
function optOutPath(companyId: string): string {
  const secret = fs.readFileSync(path.resolve(`.e2e-data-${E2E_PORT}`, "auth-secret"), "utf8").trim();
  const signature = crypto
    .createHmac("sha256", secret)
    .update(`monthly-report-opt-out:${companyId}`)
    .digest("base64url");
  return `/rapport/afmeld?token=${companyId}.${signature}`;
}

/** Presses the answer page's switch and sees the report switched `on` or off, on the page and in the row. */
async function switchReport(page: Page, own: OwnCompany, on: boolean) {
  await page
    .getByRole("button", { name: on ? "Send mig rapporten igen" : "Afmeld den månedlige rapport" })
    .click();
  const answer = on ? "Du får den månedlige rapport igen" : "Du får ikke længere den månedlige rapport";
  await expect(page.getByRole("heading", { level: 1, name: answer })).toBeVisible();
  expect((await companyRow(own)).monthly_report_enabled).toBe(on);
}

test.describe("opt-out link, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("opening the link asks first (a mail scanner's visit changes nothing); the button switches it off without a login and back on; a tampered link is refused", {
    tag: "@phone",
  }, async ({ page }) => {
    const own = await createOwnCompany();
    const { id } = await companyRow(own);
    // A forged signature is refused (and the server has made its AUTH_SECRET by then).
    const forged = await page.request.get(`/rapport/afmeld?token=${id}.${"A".repeat(43)}`);
    expect(forged.status()).toBe(400);
    const link = optOutPath(id);

    await page.goto(link);
    await expect(
      page.getByRole("heading", { level: 1, name: "Vil du afmelde den månedlige rapport?" }),
    ).toBeVisible();
    await expect(page.getByText(own.name)).toBeVisible();
    expect((await companyRow(own)).monthly_report_enabled).toBe(true);
    // Off and on twice from the same page: each answer page offers the opposite switch.
    for (const on of [false, true, false, true]) await switchReport(page, own, on);

    const tampered = `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`;
    const response = await page.goto(tampered);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Linket er ugyldigt" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Linket virker ikke");
    expect((await companyRow(own)).monthly_report_enabled).toBe(true);
  });
});

test("one-click unsubscribe (RFC 8058): a mail program's POST without cookie or Origin switches the report off, with a valid token only", async ({
  playwright,
}) => {
  const own = await createOwnCompany();
  const { id } = await companyRow(own);
  // A fresh request context: no cookies, no Origin or Referer, as a mail provider's server posts.
  const mailProgram = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  try {
    const oneClick = (url: string) =>
      mailProgram.post(url, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "List-Unsubscribe=One-Click",
      });
    // A forged signature is refused (and the server has made its AUTH_SECRET by then).
    const forged = await oneClick(`/rapport/afmeld?token=${id}.${"A".repeat(43)}`);
    expect(forged.status()).toBe(400);
    const link = optOutPath(id);
    expect((await companyRow(own)).monthly_report_enabled).toBe(true);

    const answer = await oneClick(link);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("Du får ikke længere den månedlige rapport");
    expect((await companyRow(own)).monthly_report_enabled).toBe(false);
  } finally {
    await mailProgram.dispose();
  }
});

test("settings: the Forespørgsler tab switches the form and the monthly report off, sets the retention, and the inbox links to it", async ({
  page,
}) => {
  const own = await createOwnCompany();
  await page.goto("/admin");
  await page.getByLabel("E-mail").fill(own.email);
  await page.getByLabel("Adgangskode", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`${siteOrigin(own.subdomain)}/`);
  await expect(page.getByRole("link", { name: "Få et tilbud" }).first()).toBeVisible();

  await page.goto("/admin/forespoergsler");
  await page.getByRole("link", { name: "Indstillinger for formularen og den månedlige rapport" }).click();
  await expect(page.getByRole("tab", { name: "Forespørgsler" })).toHaveAttribute("aria-selected", "true");
  const formBox = page.getByLabel("Vis tilbudsformular");
  const reportBox = page.getByLabel("Send mig en månedlig rapport på mail");
  await expect(formBox).toBeChecked();
  await expect(reportBox).toBeChecked();
  await expect(page.getByLabel("Slet forespørgsler automatisk efter")).toHaveValue("12");
  await expectNoAxeViolations(page);

  await formBox.uncheck();
  await reportBox.uncheck();
  await page.getByLabel("Slet forespørgsler automatisk efter").selectOption("6");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible();
  expect(await companyRow(own)).toMatchObject({
    monthly_report_enabled: false,
    quote_form_enabled: false,
    quote_retention_months: 6,
  });

  await page.reload();
  await page.getByRole("tab", { name: "Forespørgsler" }).click();
  await expect(page.getByLabel("Vis tilbudsformular")).not.toBeChecked();
  await expect(page.getByLabel("Send mig en månedlig rapport på mail")).not.toBeChecked();
  await expect(page.getByLabel("Slet forespørgsler automatisk efter")).toHaveValue("6");

  // The site drops the form on the next request.
  await page.goto(`${siteOrigin(own.subdomain)}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Få et tilbud" })).toHaveCount(0);

  // And back on.
  await page.goto("/admin/settings?tab=forespoergsler");
  await page.getByLabel("Send mig en månedlig rapport på mail").check();
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible();
  expect((await companyRow(own)).monthly_report_enabled).toBe(true);

  // The mail's opt-out link with JavaScript on (axe needs it): the same page, accessible.
  await page.goto(optOutPath((await companyRow(own)).id));
  await expect(
    page.getByRole("heading", { level: 1, name: "Vil du afmelde den månedlige rapport?" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Afmeld den månedlige rapport" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Du får ikke længere den månedlige rapport" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await companyRow(own)).monthly_report_enabled).toBe(false);
});
