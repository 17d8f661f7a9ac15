import type { Page } from "@playwright/test";
import { writeTrustSections } from "../../scripts/lib/site-rows";
import { createOwnCompany, type OwnCompany, withDatabase } from "./e2e-database";
import { addBlock, expect, expectNoAxeViolations, logInWithEmail, siteOrigin, test } from "./helpers";
import { htmlCheckerErrors } from "./html-checker";
import { expectNoScriptFiles } from "./marketing-helpers";

// Issue 13, the trust sections: editor → public homepage → JSON-LD, on phone and desktop. Each test
// owns its company; for the register check it takes the CVR number of a company the offline register
// (app/integrations/authorisation/offline-register.csv) lists as active.
test.describe.configure({ timeout: 120_000 });

const ACTIVE_IN_REGISTER = [
  {
    cvr: "91909375",
    field: "Autoriseret elinstallatør: autorisationsnummer",
    number: "41234",
    label: "Autoriseret elinstallatør",
  },
  {
    cvr: "76131864",
    field: "Autoriseret VVS-installatør: autorisationsnummer",
    number: "22419",
    label: "Autoriseret VVS-installatør",
  },
  {
    cvr: "28625278",
    field: "Autoriseret VVS-installatør: autorisationsnummer",
    number: "25902",
    label: "Autoriseret VVS-installatør",
  },
];

/** Gives the company a register CVR nobody in this database uses yet. */
async function takeRegisterCvr(own: OwnCompany) {
  return withDatabase(async (db) => {
    for (const candidate of ACTIVE_IN_REGISTER) {
      const taken = await db.query("select 1 from companies where cvr = $1", [candidate.cvr]);
      if (taken.rowCount) continue;
      await db.query("update companies set cvr = $1 where subdomain = $2", [candidate.cvr, own.subdomain]);
      return candidate;
    }
    throw new Error("every active register CVR is taken in this database");
  });
}

const logInOwn = (page: Page, own: OwnCompany) => logInWithEmail(page, own.email);

/** A company of the test's own, its owner on the editor of one section, switched on. */
async function openOwnSection(page: Page, slug: string, title: string) {
  const own = await createOwnCompany();
  await logInOwn(page, own);
  await page.goto(`/admin/sektioner/${slug}`);
  await page.getByLabel(`Vis “${title}” på forsiden`).check();
  return own;
}

/** The save answer next to the button (the admin layout has a loading status of its own). */
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Gemt/ });

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
}

test.beforeEach(({ page }) => {
  page.on("console", (message) => {
    // A refused save answers 400 on purpose (the browser logs that fetch); anything else fails the test.
    if (message.type() === "error" && !message.text().includes("status of 400"))
      throw new Error(`console.error: ${message.text()}`);
  });
});

test("Autorisation og garanti: a register-verified number, memberships as the owner's statement", async ({
  page,
}) => {
  const own = await createOwnCompany();
  const register = await takeRegisterCvr(own);
  await logInOwn(page, own);
  await page.goto("/admin/sektioner");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Autorisation og garanti" }).click();
  await page.getByLabel("Vis “Autorisation og garanti” på forsiden").check();
  await page.getByLabel(register.field).fill(register.number);
  await page.getByLabel("Autoriseret gasinstallatør: autorisationsnummer").fill("99999");
  await page.getByLabel("Medlem af TEKNIQ Arbejdsgiverne").check();
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(saved(page)).toHaveText("Gemt");
  await expect(page.getByText("Verificeret i Sikkerhedsstyrelsens register")).toBeVisible();
  await expect(page.getByText(/Ikke fundet i Sikkerhedsstyrelsens register/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${siteOrigin(own.subdomain)}/`);
  const section = page.getByRole("region", { name: "Autorisation og garanti" });
  await expect(section.getByText(register.label)).toBeVisible();
  await expect(section.getByText(/Verificeret i Sikkerhedsstyrelsens register/)).toHaveCount(1);
  // Issue 23: the admin shows the unverified number with its reason (above); the site never publishes it.
  expect(await page.content()).not.toContain("99999");
  // The trust bar under the hero carries the verified one as a badge.
  await expect(
    page.getByRole("list", { name: "Fakta om virksomheden" }).getByText(register.label),
  ).toBeVisible();
  await expect(section.getByText("Medlem af TEKNIQ Arbejdsgiverne")).toBeVisible();
  await expectNoScriptFiles(page);
  await expectNoAxeViolations(page);
  const data = await jsonLd(page);
  expect(data.hasCredential).toEqual([
    expect.objectContaining({ identifier: register.number, name: register.label }),
  ]);
});

test("Priser: an ekskl. moms price is shown and saved incl. moms; priceRange in JSON-LD", async ({
  page,
}) => {
  const own = await openOwnSection(page, "priser", "Priser");
  const first = page.getByRole("group", { name: "Pris 1" });
  await addBlock(page, "Tilføj pris");
  await first.getByLabel("Ydelse").fill("Timepris, svend");
  await first.getByLabel("Moms").selectOption("ekskl");
  await first.getByLabel("Pris i kr.").fill("400");
  await expect(first.getByText("Vises som 500 kr. inkl. moms")).toBeVisible();
  const second = page.getByRole("group", { name: "Pris 2" });
  await addBlock(page, "Tilføj pris");
  await second.getByLabel("Ydelse").fill("Udskiftning af tagrende");
  await second.getByLabel("Pris i kr.").fill("2.495");
  await second.getByLabel("Enhed").selectOption("lbm");
  await second.getByLabel("“Fra”-pris (den laveste pris)").check();
  await addBlock(page, "Tilføj pris");
  await page.getByRole("group", { name: "Pris 3" }).getByLabel("Ydelse").fill("Større renovering");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(saved(page)).toHaveText("Gemt. Én pris er omregnet til inkl. moms.");
  await expect(first.getByLabel("Pris i kr.")).toHaveValue("500");
  await expectNoAxeViolations(page);

  await page.goto(`${siteOrigin(own.subdomain)}/`);
  const section = page.getByRole("region", { name: "Priser" });
  // Issue 22: on the homepage the list opens on request (a native disclosure, no script).
  await section.getByText(/^Se prislisten/).click();
  await expect(section.getByRole("row", { name: /Timepris, svend/ })).toContainText("500 kr. pr. time");
  await expect(section.getByRole("row", { name: /tagrende/ })).toContainText(
    "Fra 2.495 kr. pr. løbende meter",
  );
  await expect(section.getByText(/kan ikke oplyses på forhånd/)).toBeVisible();
  await expect(section.getByText("Alle priser er inkl. moms.")).toBeVisible();
  await expectNoScriptFiles(page);
  await expectNoAxeViolations(page);
  expect((await jsonLd(page)).priceRange).toBe("500-2.495 kr.");
});

test("Anmeldelser: links, quotes, the § 6 b statement, aggregateRating from the owner's stars; QR page", async ({
  page,
}) => {
  const own = await openOwnSection(page, "anmeldelser", "Anmeldelser");
  await page.getByLabel("Link til jeres anmeldelser på Google").fill("http://g.page/r/eget-firma/review");
  const quote = page.getByRole("group", { name: "Udtalelse 1" });
  await addBlock(page, "Tilføj udtalelse");
  await quote.getByLabel("Kundens navn").fill("Mette <script>");
  await quote.getByLabel("By").fill("Lyngby");
  await quote.getByLabel("Hvad kunden skrev").fill("Hurtigt og pænt arbejde.");
  await quote.getByLabel("Dato").fill("2026-03-14");
  await quote.getByLabel("Kundens stjerner").selectOption("5");
  await page.getByLabel(/vi har tjekket hver af dem mod vores fakturaer/).check();
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  // http:// is refused with a message by the field; what was typed stays.
  await expect(page.getByRole("alert")).toContainText("Skriv den fulde adresse til jeres side hos Google");
  await expect(quote.getByLabel("Hvad kunden skrev")).toHaveValue("Hurtigt og pænt arbejde.");
  await page.getByLabel("Link til jeres anmeldelser på Google").fill("https://g.page/r/eget-firma/review");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(saved(page)).toHaveText("Gemt");

  await page.getByRole("link", { name: "Udskriv QR-kode til Google-anmeldelser" }).click();
  await expect(page.getByRole("img", { name: /QR-kode til .*Google-anmeldelser/ }).first()).toBeVisible();
  await expect(page.getByText("Koden fører til https://g.page/r/eget-firma/review")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${siteOrigin(own.subdomain)}/`);
  const section = page.getByRole("region", { name: "Anmeldelser" });
  await expect(section.getByText("Hurtigt og pænt arbejde.")).toBeVisible();
  await expect(section.getByText("Mette <script>, Lyngby")).toBeVisible();
  await expect(section.getByText("5 ud af 5 stjerner")).toBeAttached();
  await expect(section.getByRole("link", { name: "Se vores anmeldelser på Google" })).toHaveAttribute(
    "href",
    "https://g.page/r/eget-firma/review",
  );
  await expect(section.getByText(/tjekket hver af dem mod vores fakturaer/)).toBeVisible();
  await expectNoScriptFiles(page);
  await expectNoAxeViolations(page);
  const data = await jsonLd(page);
  expect(data.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 5,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
});

test(
  "every section on: W3C-valid homepage and editors, no JavaScript files, nothing sideways at 320 px",
  { tag: "@phone" },
  async ({ page, request }, testInfo) => {
    const own = await createOwnCompany();
    await withDatabase(async (db) => {
      const { rows } = await db.query("select id from companies where subdomain = $1", [own.subdomain]);
      const id = (rows[0] as { id: string }).id;
      const sections = {
        autorisation: {
          intro: "Vi står inde for arbejdet.",
          numbers: { el: "", vvs: "123", kloak: "", gas: "" },
          memberships: ["dansk-byggeri", "byggegaranti"],
          checks: { vvs: { status: "not-found", checkedAt: "2026-11-22T06:00:00.000Z" } },
        },
        anmeldelser: {
          links: {
            google: "https://g.page/r/x/review",
            trustpilot: "https://dk.trustpilot.com/review/x.dk",
            anmeldHaandvaerker: "https://www.anmeld-haandvaerker.dk/x",
          },
          quotes: [
            {
              name: "Ole",
              town: "Vejle",
              text: "Rigtig fint og meget langt ord: Badeværelsesrenoveringsentreprise.",
              date: "2026-02-01",
              rating: 4,
            },
          ],
          check: "ikke-kontrolleret",
        },
        priser: {
          rows: [
            { service: "Timepris", unit: "time", from: false, priceIncl: 595, convertedFromExcl: false },
            { service: "Akut udkald", unit: "besoeg", from: true, priceIncl: null, convertedFromExcl: false },
          ],
          noPriceText: "Prisen beregnes efter medgået tid og materialer, og du får altid et tilbud først.",
        },
      };
      await writeTrustSections(db, id, sections);
      await db.query("update companies set version = version + 1 where id = $1", [id]);
    });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${siteOrigin(own.subdomain)}/`);
    for (const name of ["Autorisation og garanti", "Priser", "Anmeldelser"])
      await expect(page.getByRole("region", { name })).toBeVisible();
    await expectNoScriptFiles(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "phone") return; // the HTML does not depend on the device

    const html: Record<string, string> = {};
    const target = new URL(siteOrigin(own.subdomain));
    const home = await request.get("/", { headers: { Host: target.host } });
    html["site-home"] = await home.text();
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInOwn(page, own);
    for (const name of ["", "/autorisation", "/anmeldelser", "/anmeldelser/qr", "/priser"]) {
      await page.goto(`/admin/sektioner${name}`);
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      html[`admin${name.replaceAll("/", "-") || "-index"}`] = await page.content();
    }
    expect(await htmlCheckerErrors(html)).toEqual([]);
  },
);
