import type { Page } from "@playwright/test";
import { expect, logIn, test } from "./helpers";

// Every form error path is announced: after a failed submit focus moves to an error summary with
// role=alert (or to the first invalid field, which carries its message as its description), and after
// an onboarding step change focus moves to the new step's heading. Checked through the accessibility
// tree (roles, names, descriptions, focus), as a screen reader meets them. Nothing here saves data.

/** The focused error summary: an alert, named by its heading, listing each message as a link to its field. */
async function expectSummary(page: Page, messages: string[]) {
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { name: "Der er et problem" })).toBeVisible();
  for (const message of messages) await expect(summary).toContainText(message);
  return summary;
}

test("admin login: an empty submit is announced and the summary links to the fields", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Log ind" }).click();
  const summary = await expectSummary(page, ["Email er påkrævet", "Adgangskode er påkrævet"]);
  await summary.getByRole("link", { name: "Email er påkrævet" }).click();
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("Email er påkrævet");
  // A wrong password: the one message, announced again.
  await page.getByLabel("E-mail").fill("ingen@example.dk");
  await page.getByLabel("Adgangskode", { exact: true }).fill("forkert");
  await page.getByRole("button", { name: "Log ind" }).click();
  await expectSummary(page, ["Forkert e-mail eller adgangskode"]);
});

test("forgot password: an invalid e-mail is announced", async ({ page }) => {
  await page.goto("/admin/glemt-password");
  await page.getByLabel("E-mail").fill("ikke-en-email");
  await page.getByRole("button", { name: "Send link" }).click();
  await expectSummary(page, ["Indtast en gyldig email"]);
  await expect(page.getByLabel("E-mail")).toHaveValue("ikke-en-email");
});

test("reset password: a bad link is announced as an alert at once", async ({ page }) => {
  await page.goto("/admin/nulstil-password?token=ugyldig");
  await expect(page.getByRole("alert")).toContainText("Linket er udløbet eller er allerede brugt.");
  await expect(page.getByLabel("Ny adgangskode")).toHaveCount(0);
});

test("contact: an empty submit is announced, with and without a second try", async ({ page }) => {
  await page.goto("/kontakt");
  await page.getByRole("button", { name: "Send besked" }).click();
  await expectSummary(page, ["Navn er påkrævet", "Email er påkrævet", "Besked er påkrævet"]);
  await page.getByLabel("Navn").fill("Ole");
  await page.getByRole("button", { name: "Send besked" }).click();
  await expectSummary(page, ["Email er påkrævet", "Besked er påkrævet"]);
  await expect(page.getByRole("alert")).not.toContainText("Navn er påkrævet");
});

test("onboarding: errors are announced and each step change moves focus to its heading", async ({ page }) => {
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Find virksomhed" }).click();
  await expectSummary(page, ["CVR"]);
  await page.getByLabel("CVR-nummer").fill("12345678");
  await page.getByRole("button", { name: "Find virksomhed" }).click();
  await expectSummary(page, ["Kunne ikke finde firma med dette CVR nummer"]);

  // A register company no other test creates a site for (this test never finishes creation).
  await page.getByLabel("CVR-nummer").fill("62601817");
  await page.getByRole("button", { name: "Find virksomhed" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekræft oplysningerne" })).toBeFocused();
  await page.getByRole("button", { name: "Næste" }).click();
  await expectSummary(page, ["Indtast venligst en gyldig webadresse"]);
  await page.getByLabel("Vi har ikke nogen hjemmeside").check();
  await page.getByRole("button", { name: "Næste" }).click();
  // Issue 22: the optional photo step comes first; its "Næste" is a document post.
  await expect(page.getByRole("heading", { level: 1, name: "Billeder fra dag ét" })).toBeFocused();
  await page.getByRole("button", { name: "Næste" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Opret login" })).toBeFocused();

  await page.getByRole("button", { name: "Opret hjemmeside" }).click();
  await expectSummary(page, ["Du skal acceptere privatlivspolitikken for at fortsætte"]);
  await page.getByRole("button", { name: "Tilbage" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billeder fra dag ét" })).toBeFocused();
  await page.getByRole("button", { name: "Tilbage" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekræft oplysningerne" })).toBeFocused();
});

test.describe("admin forms of a signed-in owner", () => {
  // Demo company 3 is only read by other files; these submits fail validation, so nothing is saved.
  test("settings: a failed save moves focus to the first invalid field, and the alert is announced", async ({
    page,
  }) => {
    await logIn(page, 3);
    await page.goto("/admin/settings?tab=kontakt");
    await page.getByLabel("E-mail", { exact: true }).fill("ikke-en-email");
    await page.getByRole("button", { name: "Gem", exact: true }).click();
    const email = page.getByLabel("E-mail", { exact: true });
    await expect(email).toBeFocused();
    // The field's hint and then its error.
    await expect(email).toHaveAccessibleDescription(/Indtast en gyldig email$/);
    await expect(page.getByRole("alert")).toContainText("Kunne ikke gemme ændringer");
  });

  test("page editor: a failed save moves focus to the first invalid field", async ({ page }) => {
    await logIn(page, 3);
    await page.goto("/admin/pages");
    await page
      .getByRole("navigation", { name: "Sider på hjemmesiden" })
      .getByRole("link", { name: "Om os" })
      .click();
    const title = page.getByLabel("Sidenavn", { exact: true });
    await title.fill("");
    await page.getByRole("button", { name: "Gem", exact: true }).click();
    await expect(title).toBeFocused();
    await expect(page.getByRole("alert")).toContainText("Kunne ikke gemme ændringer");
  });
});
