import type { Page } from "@playwright/test";
import { PALETTE_IDS, PRESET_IDS, themeIdFor } from "../../app/lib/theme-ids";
import { createOwnCompany, siteChanged, withDatabase } from "./e2e-database";
import { expect, expectNoAxeViolations, expectNoSiteScripts, rawGet, siteOrigin, test } from "./helpers";
import { PHONE, phoneScreens, showTheme } from "./homepage-helpers";

// Issue 22 "Day one looks like this firm": the homepage's structure on a site straight after
// onboarding, and every style preset × palette on a company of the test's own.

/** A register company (app/integrations/cvr/offline-register.json) onboarded only by this file. */
const REGISTER = { cvr: "70189550", subdomain: "elektrikerenpaaamageraps", phone: "32542020", start: "2015" };

async function onboard(page: Page) {
  await page.goto("/onboarding");
  await page.getByLabel("CVR-nummer").fill(REGISTER.cvr);
  await page.getByRole("button", { name: "Find virksomhed" }).click();
  await expect(page.getByRole("heading", { name: "Bekræft oplysningerne" })).toBeVisible();
  await page.getByLabel("Vi har ikke nogen hjemmeside").check();
  await page.getByRole("button", { name: "Næste" }).click();
  // The optional photo step (issue 22): a site without photos, the typographic hero.
  await expect(page.getByRole("heading", { name: "Billeder fra dag ét" })).toBeVisible();
  await page.getByRole("button", { name: "Næste" }).click();
  await expect(page.getByRole("heading", { name: "Opret login" })).toBeVisible();
  await page.getByLabel("E-mail").fill(`ejer-${REGISTER.cvr}@example.dk`);
  await page.getByLabel("Adgangskode", { exact: true }).fill("hemmelig1");
  await page.getByLabel("Gentag adgangskode").fill("hemmelig1");
  await page.getByLabel(/Jeg accepterer/).check();
  await page.getByRole("button", { name: "Opret hjemmeside" }).click();
  await page.waitForURL((url) => url.origin === siteOrigin(REGISTER.subdomain));
}

test("a site straight after onboarding: hero with 'Få et tilbud', 'Siden <year>', Danish phone numbers, no script, 5 phone screens in every preset", async ({
  browser,
  page,
}, testInfo) => {
  // One register company for the whole run: the phone project checks the phone size in this test too.
  test.skip(testInfo.project.name !== "desktop", "onboards the file's one register company once");
  test.setTimeout(90_000);
  await onboard(page);
  const origin = siteOrigin(REGISTER.subdomain);
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({
      viewport,
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
    });
    const site = await context.newPage();
    await site.goto(`${origin}/`);
    const hero = site.getByRole("region", {
      name: await site.getByRole("heading", { level: 1 }).innerText(),
    });
    // "Få et tilbud" is the hero's first (primary) action, the call the second.
    const actions = hero.getByRole("link");
    await expect(actions.first()).toHaveText("Få et tilbud");
    await expect(actions.nth(1)).toHaveText("Ring 32 54 20 20");
    const facts = site.getByRole("list", { name: "Fakta om virksomheden" });
    await expect(facts).toContainText(`Siden ${REGISTER.start}`);
    // Not a lone "Siden <year>": the writer's selling points (facts from the register) fill the bar.
    expect(await facts.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    // Phone numbers are written in pairs everywhere; the bare eight digits are never shown.
    const text = await site.locator("body").innerText();
    expect(text).toContain("32 54 20 20");
    expect(text).not.toContain(REGISTER.phone);
    await expectNoSiteScripts(site);
    if (viewport.width < 500) {
      // Its length is measured below, in every style preset.
      await expect(
        site.getByRole("navigation", { name: "Hurtig kontakt" }).getByRole("link", { name: "Få et tilbud" }),
      ).toBeVisible();
    } else {
      // Desktop header: "Få et tilbud" filled, the number as text.
      const header = site.getByRole("banner");
      await expect(header.getByRole("link", { name: "Få et tilbud" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Ring 32 54 20 20" })).toBeVisible();
      // No photo yet: the hero's right half holds the direct contact details, not empty brand colour.
      const card = hero.getByRole("list", { name: "Kontakt os direkte" });
      await expect(card).toBeVisible();
      await expect(card.getByRole("link", { name: "Ring 32 54 20 20" })).toHaveAttribute(
        "href",
        "tel:+4532542020",
      );
    }
    await expectNoAxeViolations(site);
    await context.close();
  }

  // Every style preset (its heading font, hero and section treatment) keeps the day-one homepage
  // within five phone screens, in the palette onboarding chose.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const site = await phone.newPage();
  for (const preset of PRESET_IDS) {
    await showTheme(site, REGISTER.subdomain, ({ palette }) => themeIdFor(palette, preset));
    const { screens, sideways } = await phoneScreens(site);
    console.log(`new site, ${preset}: ${screens.toFixed(2)} phone screens`);
    expect(screens, preset).toBeLessThanOrEqual(5);
    expect(sideways, preset).toBe(false);
  }
  await phone.close();
});

test("service cards link to pages that exist", { tag: "@phone" }, async ({ page }) => {
  const own = await createOwnCompany();
  // Three more published sub-pages with text: the homepage derives its cards from them.
  await withDatabase(async (db) => {
    const { rows } = await db.query("select id from companies where subdomain = $1", [own.subdomain]);
    const id = rows[0].id as string;
    for (const [slug, title] of [
      ["tag", "Nyt tag"],
      ["vinduer", "Vinduer og døre"],
      ["tilbygning", "Tilbygninger"],
    ] as const) {
      await db.query(
        `insert into pages (company_id, page_name, title, subtitle, slug, type, layout, content, meta_title, meta_description, published, position)
         values ($1, $2, $2, '', $3, 'page', 'text', $4, '', '', true, 100)`,
        [
          id,
          title,
          slug,
          JSON.stringify({
            main: { content: `Vi klarer ${title.toLowerCase()} med fast pris. Mere tekst.` },
          }),
        ],
      );
    }
    await db.query("update companies set version = version + 1 where id = $1", [id]);
    await siteChanged(db, id);
  });
  await page.goto(`${siteOrigin(own.subdomain)}/`);
  const cards = page.getByRole("region", { name: "Det hjælper vi med" }).getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(
    page.getByRole("region", { name: "Det hjælper vi med" }).getByRole("link", { name: /^Nyt tag/ }),
  ).toBeVisible();
  const hrefs = await page
    .getByRole("region", { name: "Det hjælper vi med" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) {
    expect((await rawGet(`${own.subdomain}.localhost`, href)).status, href).toBe(200);
  }
});

// One test per preset (ten palettes each), so a slow machine's 30 axe runs never share one timeout.
for (const preset of PRESET_IDS) {
  test(`${preset}: every palette has no axe violations (contrast included) and nothing sideways at 320–414 px`, {
    tag: "@phone",
  }, async ({ page }) => {
    test.setTimeout(300_000);
    const own = await createOwnCompany();
    for (const palette of PALETTE_IDS) {
      const theme = await showTheme(page, own.subdomain, () => themeIdFor(palette, preset));
      await expectNoAxeViolations(page);
      if (palette === PALETTE_IDS[0]) {
        // Every visible h1 and h2 is set in the preset's heading font, the contact section's too.
        const fonts = await page.evaluate(() =>
          [...document.querySelectorAll("h1, h2")]
            .filter((heading) => heading.checkVisibility() && !heading.classList.contains("sr-only"))
            .map((heading) => [heading.textContent?.trim() ?? "", getComputedStyle(heading).fontFamily]),
        );
        const heroFont = fonts[0]![1];
        expect(fonts.length, preset).toBeGreaterThan(3);
        expect(
          fonts.filter(([, font]) => font !== heroFont),
          preset,
        ).toEqual([]);
      }
      for (const width of [320, 414]) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${theme} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
}
