import type { Page } from "@playwright/test";
import { E2E_PORT, MAILBOX_DIR } from "../../playwright.config";
import { expect, expectNoAxeViolations, test } from "./helpers";
import { photo } from "./photo-file";
import { readMailbox } from "./smtp-mailbox";

// Register companies (app/integrations/cvr/offline-register.json) used only by this file: desktop
// and phone each onboard their own, so the two projects never race for the same CVR.
const COMPANIES = {
  desktop: { cvr: "96579756", name: "Tømrerfirmaet Bøgh & Søn", subdomain: "toemrerfirmaetboeghsoen" },
  phone: { cvr: "53231942", name: "Fyns Murer- og Flisefirma ApS", subdomain: "fynsmurerogflisefirmaaps" },
};

async function findCompany(page: Page, cvr: string) {
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { name: "Find din virksomhed" })).toBeVisible();
  // Spaces and letters are stripped as the owner types.
  await page.getByLabel("CVR-nummer").fill(`DK ${cvr.slice(0, 4)} ${cvr.slice(4)}`);
  await expect(page.getByLabel("CVR-nummer")).toHaveValue(cvr);
  await page.getByRole("button", { name: "Find virksomhed" }).click();
}

/** The photo step (issue 22) is optional: "Næste" without photos goes on to the login. */
async function skipPhotos(page: Page) {
  await expect(page.getByRole("heading", { name: "Billeder fra dag ét" })).toBeVisible();
  await page.getByRole("button", { name: "Næste" }).click();
}

async function fillAccount(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode", { exact: true }).fill("hemmelig1");
  await page.getByLabel("Gentag adgangskode").fill("hemmelig1");
  await page.getByLabel(/Jeg accepterer/).check();
}

test(
  "CVR → confirm → photos → login creates the site with the photos, signs the owner in on it and shows it",
  {
    tag: "@phone",
  },
  async ({ page }, testInfo) => {
    // Photos are re-encoded and the site is written before the answer: slow on a busy machine.
    test.slow();
    const company = COMPANIES[testInfo.project.name as "desktop" | "phone"];
    const email = `ejer-${company.cvr}@example.dk`;
    await findCompany(page, company.cvr);

    await expect(page.getByRole("heading", { name: "Bekræft oplysningerne" })).toBeVisible();
    await expect(page.getByText(company.name)).toBeVisible();
    await expectNoAxeViolations(page);
    // No website found offline: an address must be given or 'no website' ticked.
    await page.getByRole("button", { name: "Næste" }).click();
    await expect(page.getByText("Indtast venligst en gyldig webadresse").first()).toBeVisible();
    await page.getByLabel("Jeres nuværende hjemmeside").fill("ikke en adresse");
    await page.getByRole("button", { name: "Næste" }).click();
    await expect(
      page.getByText("Indtast venligst en gyldig webadresse (f.eks. www.ditfirma.dk)").first(),
    ).toBeVisible();
    await page.getByLabel("Vi har ikke nogen hjemmeside").check();
    await page.getByRole("button", { name: "Næste" }).click();

    // Issue 22, photos from day one: two work photos from the phone and "Mød mesteren".
    await expect(page.getByRole("heading", { name: "Billeder fra dag ét" })).toBeVisible();
    await expect(page.getByText("Trin 3 af 4")).toBeVisible();
    await expectNoAxeViolations(page);
    // The file fields fit the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page
      .getByLabel(/Billeder af jeres arbejde/)
      .setInputFiles([await photo("nyt-tag.png", 1, 1400, 1050), await photo("carport.png", 2, 1400, 1050)]);
    await page.getByLabel("Mesterens navn").fill("Jens Bøgh");
    await page.getByLabel("Et par ord fra mester").fill("Jeg kommer selv ud og ser på opgaven.");
    await page.getByRole("button", { name: "Næste" }).click();

    await expect(page.getByRole("heading", { name: "Opret login" })).toBeVisible();
    // Back to the photos: both are kept (ticked), then on again.
    await page.getByRole("button", { name: "Tilbage" }).click();
    await expect(page.getByRole("heading", { name: "Billeder fra dag ét" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Brug som billede af jeres arbejde/ })).toHaveCount(2);
    await expect(page.getByLabel("Mesterens navn")).toHaveValue("Jens Bøgh");
    await page.getByRole("button", { name: "Næste" }).click();
    await expect(page.getByRole("heading", { name: "Opret login" })).toBeVisible();
    await page.getByRole("button", { name: "Opret hjemmeside" }).click();
    await expect(
      page.getByText("Du skal acceptere privatlivspolitikken for at fortsætte").first(),
    ).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Adgangskode", { exact: true }).fill("kort");
    await page.getByLabel("Gentag adgangskode").fill("andet");
    await page.getByRole("button", { name: "Opret hjemmeside" }).click();
    await expect(page.getByText("Adgangskoden skal være mindst 6 tegn").first()).toBeVisible();
    await expect(page.getByText("Adgangskoderne er ikke ens").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await fillAccount(page, email);
    await page.getByRole("button", { name: "Opret hjemmeside" }).click();

    const origin = `http://${company.subdomain}.localhost:${E2E_PORT}`;
    // The hand-off lands on /?newsite=true; the welcome script then drops the flag from the address.
    await page.waitForURL((url) => url.origin === origin);
    await expect(page).toHaveURL(`${origin}/`);
    // The new site with its welcome dialog and the generated text.
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Se hjemmeside" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The written copy is on the page, part of it behind "Læs mere" (issue 22: a short homepage).
    const words = ((await page.getByRole("main").textContent()) ?? "").split(/\s+/).length;
    expect(words).toBeGreaterThan(300);
    await expect(page.getByText(`CVR-nr. ${company.cvr}`).first()).toBeVisible();
    // The welcome mail went through the outbox to the SMTP server (global setup).
    await expect
      .poll(() => readMailbox(MAILBOX_DIR).some((mail) => mail.raw.includes(email)), { timeout: 15_000 })
      .toBe(true);
    // Signed in on the new host without typing the password again.
    await page.goto(`${origin}/admin/dashboard`);
    await expect(page.getByText(`Velkommen, ${company.name}`)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The two photos are in the new site's image archive.
    await page.goto(`${origin}/admin/images`);
    await expect(page.getByText("2 af 15 billeder")).toBeVisible();
    await expect(page.getByText("nyt-tag.png").first()).toBeVisible();
    await expect(page.getByText("carport.png").first()).toBeVisible();
  },
);

test("the same CVR again is refused with the spec's message", async ({ page }) => {
  // Demo company 1's CVR is registered by the seed.
  const { demoCompany } = await import("./helpers");
  await findCompany(page, demoCompany(1).cvr);
  await expect(page.getByText("Dette CVR nummer er allerede registreret").first()).toBeVisible();
});

test("a CVR that is not in the register is reported", async ({ page }) => {
  await findCompany(page, "12345674");
  await expect(page.getByText("Kunne ikke finde firma med dette CVR nummer").first()).toBeVisible();
});

test("an e-mail that is already registered is refused next to the field", async ({ page }, testInfo) => {
  const cvr = testInfo.project.name === "desktop" ? "28625278" : "69797113";
  await findCompany(page, cvr);
  await page.getByLabel("Vi har ikke nogen hjemmeside").check();
  await page.getByRole("button", { name: "Næste" }).click();
  await skipPhotos(page);
  await fillAccount(page, "ejer1@demo.example");
  await page.getByRole("button", { name: "Opret hjemmeside" }).click();
  await expect(
    page.getByText("Denne email er allerede registreret. Brug venligst en anden email.").first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Opret hjemmeside" })).toBeEnabled();
});

test("a failed creation shows the message and leaves the loading state", async ({ page }, testInfo) => {
  const cvr = testInfo.project.name === "desktop" ? "19139093" : "31993512";
  // The server's stream as it looks when the register fails half-way.
  await page.route("**/onboarding/opret", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/x-ndjson",
      body: '{"type":"step","step":"account"}\n{"type":"step","step":"company"}\n{"type":"error","message":"Kunne ikke hente firmaoplysninger"}\n',
    }),
  );
  await findCompany(page, cvr);
  await page.getByLabel("Vi har ikke nogen hjemmeside").check();
  await page.getByRole("button", { name: "Næste" }).click();
  await skipPhotos(page);
  await fillAccount(page, `fejl-${cvr}@example.dk`);
  await page.getByRole("button", { name: "Opret hjemmeside" }).click();
  await expect(page.getByRole("alert")).toContainText("Kunne ikke hente firmaoplysninger");
  await expect(page.getByRole("button", { name: "Opret hjemmeside" })).toBeEnabled();
  await expect(page.getByLabel("E-mail")).toHaveValue(`fejl-${cvr}@example.dk`);
});
