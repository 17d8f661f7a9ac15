import type { Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { demoCompany, expect, test } from "./helpers";

// Onboarding as plain form posts (issue 16), its step in the URL and the typed answers kept through
// browser Back and reload (issue 12), and the way on for a CVR that already has a site (issue 12).
// Register companies (app/integrations/cvr/offline-register.json) no other e2e file uses.
const CREATED = {
  desktop: { cvr: "69083013", name: "Murerfirma Søren Østergaard", subdomain: "murerfirmasoerenoestergaard" },
  phone: { cvr: "76131864", name: "Nørrebro VVS & Blik ApS", subdomain: "noerrebrovvsblikaps" },
};
// Looked up but never created, so it stays free for every run of this file.
const LOOKED_UP = "72819489";

async function lookUp(page: Page, cvr: string) {
  await page.goto("/onboarding");
  await page.getByLabel("CVR-nummer").fill(cvr);
  await page.getByRole("button", { name: "Find virksomhed" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "every step posts, errors keep the typed values, and creation answers 303 to the new site",
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      // Creation writes the texts and builds the pages before the answer: slow on a busy machine.
      test.slow();
      const company = CREATED[testInfo.project.name as "desktop" | "phone"];
      const email = `nojs-${company.cvr}@example.dk`;
      // The server strips what is not a digit, as the browser does with JavaScript.
      await lookUp(page, `DK ${company.cvr.slice(0, 4)} ${company.cvr.slice(4)}`);
      await expect(page).toHaveURL(/\/onboarding\?trin=bekraeft$/);
      await expect(page.getByRole("heading", { level: 1, name: "Bekræft oplysningerne" })).toBeFocused();
      await expect(page.getByText(company.name)).toBeVisible();

      await page.getByLabel("Jeres nuværende hjemmeside").fill("ikke en adresse");
      await page.getByRole("button", { name: "Næste" }).click();
      const summary = page.getByRole("alert");
      await expect(summary).toContainText("Indtast venligst en gyldig webadresse (f.eks. www.ditfirma.dk)");
      await expect(summary).toBeFocused();
      await expect(page.getByLabel("Jeres nuværende hjemmeside")).toHaveValue("ikke en adresse");
      await page.getByLabel("Vi har ikke nogen hjemmeside").check();
      await page.getByRole("button", { name: "Næste" }).click();
      // Issue 22: the optional photo step comes between the company and the login.
      await expect(page).toHaveURL(/\/onboarding\?trin=billeder$/);
      await expect(page.getByRole("heading", { level: 1, name: "Billeder fra dag ét" })).toBeFocused();
      await page.getByRole("button", { name: "Næste" }).click();
      await expect(page).toHaveURL(/\/onboarding\?trin=konto$/);
      await expect(page.getByRole("heading", { level: 1, name: "Opret login" })).toBeFocused();

      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Adgangskode", { exact: true }).fill("hemmelig1");
      await page.getByLabel("Gentag adgangskode").fill("andet123");
      await page.getByRole("button", { name: "Opret hjemmeside" }).click();
      await expect(page.getByRole("alert")).toContainText("Adgangskoderne er ikke ens");
      await expect(page.getByRole("alert")).toContainText("Du skal acceptere privatlivspolitikken");
      await expect(page.getByLabel("E-mail")).toHaveValue(email);
      // The password is never sent back.
      await expect(page.getByLabel("Adgangskode", { exact: true })).toHaveValue("");

      await page.getByLabel("Adgangskode", { exact: true }).fill("hemmelig1");
      await page.getByLabel("Gentag adgangskode").fill("hemmelig1");
      await page.getByLabel(/Jeg accepterer/).check();
      const posts: number[] = [];
      page.on("response", (r) => {
        if (r.request().method() === "POST") posts.push(r.status());
      });
      await page.getByRole("button", { name: "Opret hjemmeside" }).click();
      const origin = `http://${company.subdomain}.localhost:${E2E_PORT}`;
      await page.waitForURL((url) => url.origin === origin, { timeout: 60_000, waitUntil: "commit" });
      expect(posts).toEqual([303]);
      await expect(page.getByText(`CVR-nr. ${company.cvr}`).first()).toBeVisible();
      // Signed in on the new host.
      await page.goto(`${origin}/admin/dashboard`);
      await expect(page.getByText(`Velkommen, ${company.name}`)).toBeVisible();
    },
  );
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("browser Back and reload keep the step and every typed value", async ({ page }) => {
      // Without JavaScript nothing can be sent on browser Back: the in-page "Tilbage" posts the step.
      const back = async () => {
        if (javaScriptEnabled) await page.goBack();
        else await page.getByRole("button", { name: "Tilbage" }).click();
      };
      const website = page.getByLabel("Jeres nuværende hjemmeside");
      await lookUp(page, LOOKED_UP);
      await expect(page).toHaveURL(/\?trin=bekraeft$/);
      await website.fill("www.klarudsigt.dk");
      await page.getByRole("button", { name: "Næste" }).click();
      // Issue 22: the photo step lies between; Back and Tilbage pass through it.
      await expect(page).toHaveURL(/\?trin=billeder$/);
      await page.getByRole("button", { name: "Næste" }).click();
      await expect(page).toHaveURL(/\?trin=konto$/);
      await expect(page.getByRole("heading", { level: 1, name: "Opret login" })).toBeVisible();
      // The register's e-mail is offered on the account step; the owner types another one.
      await expect(page.getByLabel("E-mail")).not.toHaveValue("");
      await page.getByLabel("E-mail").fill("ny-ejer@example.dk");
      await page.getByLabel(/Jeg accepterer/).check();

      await back();
      await expect(page).toHaveURL(/\?trin=billeder$/);
      await back();
      await expect(page).toHaveURL(/\?trin=bekraeft$/);
      await expect(page.getByRole("heading", { level: 1, name: "Bekræft oplysningerne" })).toBeVisible();
      await expect(website).toHaveValue("www.klarudsigt.dk");
      await page.reload();
      await expect(website).toHaveValue("www.klarudsigt.dk");

      // Forward again: the e-mail and the ticked box typed on step 3 are still there, also after reload.
      for (const _step of ["billeder", "konto"]) {
        if (javaScriptEnabled) await page.goForward();
        else await page.goBack();
      }
      await expect(page).toHaveURL(/\?trin=konto$/);
      await expect(page.getByLabel("E-mail")).toHaveValue("ny-ejer@example.dk");
      await expect(page.getByLabel(/Jeg accepterer/)).toBeChecked();
      await page.reload();
      await expect(page.getByLabel("E-mail")).toHaveValue("ny-ejer@example.dk");
      await expect(page.getByLabel(/Jeg accepterer/)).toBeChecked();
      await expect(page.getByText("Klar Udsigt Vinduespudsning")).toBeVisible();

      // A value typed on step 2 and never sent with "Næste" survives leaving the step and a reload.
      await back();
      await expect(page).toHaveURL(/\?trin=billeder$/);
      await back();
      await expect(page).toHaveURL(/\?trin=bekraeft$/);
      await website.fill("www.klar-udsigt.dk");
      await back();
      await expect(page.getByRole("heading", { level: 1, name: "Find din virksomhed" })).toBeVisible();
      await expect(page.getByLabel("CVR-nummer")).toHaveValue(LOOKED_UP);
      await page.reload();
      await expect(page.getByLabel("CVR-nummer")).toHaveValue(LOOKED_UP);
      // Forward again with the same company keeps the website answer.
      await page.getByRole("button", { name: "Find virksomhed" }).click();
      await expect(website).toHaveValue("www.klar-udsigt.dk");
      await page.reload();
      await expect(website).toHaveValue("www.klar-udsigt.dk");
    });

    if (javaScriptEnabled) {
      test("a value typed and not yet sent is kept through a reload", async ({ page }) => {
        await page.goto("/onboarding");
        const kept = page.waitForResponse((answer) => answer.url().endsWith("/onboarding/gem"));
        await page.getByLabel("CVR-nummer").fill("1234 5");
        await kept;
        await page.reload();
        await expect(page.getByLabel("CVR-nummer")).toHaveValue("12345");
      });
    }

    test("a CVR that already has a site shows the way on: log in, reset, or ask support", async ({
      page,
    }) => {
      const cvr = demoCompany(1).cvr;
      await lookUp(page, cvr);
      await expect(page.getByRole("alert")).toContainText("Dette CVR nummer er allerede registreret");
      await expect(page.getByRole("link", { name: "Log ind", exact: true }).first()).toHaveAttribute(
        "href",
        "/admin",
      );
      await expect(page.getByRole("link", { name: "Glemt adgangskode?" })).toHaveAttribute(
        "href",
        "/admin/glemt-password",
      );
      // Issue 27: the take-over page; a site its owner verified is for support only.
      await page.getByRole("link", { name: "Er det din virksomhed?" }).click();
      await expect(page).toHaveURL(`/overtag?cvr=${cvr}`);
      await expect(page.getByText(/har allerede bekræftet siden/)).toBeVisible();
      await page.getByRole("link", { name: "skriv til os" }).click();
      await expect(page).toHaveURL(`/kontakt?cvr=${cvr}`);
      await expect(page.getByLabel("Besked")).toHaveValue(
        new RegExp(`CVR-nummer ${cvr} er allerede registreret`),
      );
    });
  });
}

test("onboarding links owners who already have a site to the login", async ({ page }) => {
  await page.goto("/onboarding");
  await expect(page.getByText("Har du allerede en side?")).toBeVisible();
  await page.getByRole("link", { name: "Log ind" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Log ind på din side" })).toBeVisible();
});
