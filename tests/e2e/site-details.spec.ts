import type { Page } from "@playwright/test";
import { TRADE_FRADRAG } from "../../app/content/section-texts/fradrag";
import { OMRAADE_INTROS } from "../../app/content/section-texts/omraade";
import { VAGT_TEXTS } from "../../app/content/section-texts/vagt";
import { copenhagenDay } from "../../app/lib/copenhagen-day";
import { WEEKNIGHT_ON_CALL_CONTACT_POINT } from "../setup/on-call-contact-point";
import { createOwnCompany, type OwnCompany, withDatabase } from "./e2e-database";
import {
  addBlock,
  expect,
  expectNoAxeViolations,
  expectNoSiteScripts,
  logInWithEmail,
  openPart,
  siteOrigin,
  test,
} from "./helpers";
import { htmlCheckerErrors } from "./html-checker";

// Issue 13 (part b): håndværkerfradrag, område, vagt/akut with holiday hours, per-site icons and share
// image. Each test creates its own company, so the desktop and phone projects never share data.
test.describe.configure({ timeout: 150_000 });

async function ownCompany(industry: string): Promise<OwnCompany> {
  const own = await createOwnCompany();
  await withDatabase((db) =>
    db.query(
      "update companies set industry_desc = $2, address = 'Testvej 1', zipcode = '8000', city = 'Aarhus C' where subdomain = $1",
      [own.subdomain, industry],
    ),
  );
  return own;
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible();
}

/** The W3C Nu checker finds no error in the page's HTML as the browser has it. */
async function expectValidHtml(page: Page, name: string) {
  expect(await htmlCheckerErrors({ [name]: await page.content() })).toEqual([]);
}

/** Nothing scrolls sideways at 320 px. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** A day relative to today in Copenhagen, as the date input wants it. */
function day(offset: number): string {
  return copenhagenDay(new Date(Date.now() + offset * 86_400_000));
}
const shortDay = (iso: string) => `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}.`;

async function jsonLdOf(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
}

/**
 * A PNG fetched by the page itself (Node cannot resolve *.localhost hosts): status, headers and the
 * size from its IHDR chunk.
 */
async function fetchPng(page: Page, url: string) {
  return page.evaluate(async (href) => {
    const response = await fetch(href);
    const view = new DataView(await response.arrayBuffer());
    const signature = String.fromCharCode(view.getUint8(1), view.getUint8(2), view.getUint8(3));
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      cache: response.headers.get("cache-control") ?? "",
      png: signature === "PNG",
      width: view.getUint32(16),
      height: view.getUint32(20),
    };
  }, url);
}

test("sections: editor → public page → JSON-LD, with holiday hours and the site's own images", async ({
  page,
}, testInfo) => {
  const own = await ownCompany("Tømrerarbejde");
  const origin = siteOrigin(own.subdomain);
  await logInWithEmail(page, own.email);

  // Håndværkerfradrag: the page says whether the trade qualifies.
  await page.goto("/admin/sektioner/fradrag");
  await expect(page.getByRole("heading", { level: 1, name: "Håndværkerfradrag" })).toBeVisible();
  await expect(page.getByText("Din branche (Tømrer) giver kunderne ret til håndværkerfradrag")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tilbage til sektioner" })).toHaveAttribute(
    "href",
    "/admin/sektioner",
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Vis afsnittet om håndværkerfradrag på forsiden").check();
  await save(page);
  // The sections' overview shows the state saved in the section's own editor.
  await page.goto("/admin/sektioner");
  await expect(page.getByRole("listitem").filter({ hasText: "Håndværkerfradrag" })).toContainText("Vises");
  await expect(page.getByRole("listitem").filter({ hasText: "Område" })).toContainText("Skjult");

  // Område: an unknown postcode is refused next to the field, the typed text kept.
  await page.goto("/admin/sektioner/omraade");
  await page.getByLabel("Vis området på forsiden").check();
  const area = page.getByLabel("Postnumre og byer");
  await area.fill("8000, 1234");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("1234 er ikke et dansk postnummer");
  await expect(summary).toBeFocused();
  await expect(area).toHaveValue("8000, 1234");
  await expect(area).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await area.fill("8000, 8200 Aarhus N, Risskov");
  await save(page);

  // Vagt: the on-call badge and two closures, one in force now and one already over.
  await page.goto("/admin/sektioner/vagt");
  await page.getByLabel("Vis vagtkortet på forsiden").check();
  await page.getByLabel("Vagttelefon").fill("12345678");
  // The trade's default text stands in the field; saved unchanged it stays the default.
  await expect(page.getByLabel("Tekst over vagtnummeret")).toHaveValue(VAGT_TEXTS.tomrer);
  // Structured hours: a day ticked without times is refused next to the field, typed values kept.
  await page.getByRole("radio", { name: "Bestemte dage og tider" }).check();
  await page.getByRole("checkbox", { name: "Mandag" }).check();
  await page.getByLabel("Fra (Mandag)").fill("16:00");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Skriv hvornår vagten slutter, f.eks. 07:00");
  await expect(page.getByLabel("Fra (Mandag)")).toHaveValue("16:00");
  await expect(page.getByLabel("Til (Mandag)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Til (Mandag)").fill("07:00");
  for (const day of ["Tirsdag", "Onsdag", "Torsdag", "Fredag"]) {
    await page.getByRole("checkbox", { name: day }).check();
    await page.getByLabel(`Fra (${day})`).fill("16:00");
    await page.getByLabel(`Til (${day})`).fill("07:00");
  }
  for (const day of ["Lørdag", "Søndag"]) {
    await page.getByRole("checkbox", { name: day }).check();
    await page.getByLabel(`Fra (${day})`).fill("00:00");
    await page.getByLabel(`Til (${day})`).fill("00:00");
  }
  const [from, to] = [day(-1), day(3)];
  await openPart(page, "Ferielukning");
  await addBlock(page, "Tilføj ferielukning");
  await page.getByLabel("Lukket fra (1)").fill(from);
  await page.getByLabel("Til og med (1)").fill(to);
  await page.getByLabel("Note (1)").fill("Juleferie");
  await addBlock(page, "Tilføj ferielukning");
  await page.getByLabel("Lukket fra (2)").fill(day(-20));
  await page.getByLabel("Til og med (2)").fill(day(-10));
  await expectNoAxeViolations(page);
  await save(page);
  await page.reload();
  await expect(page.getByLabel("Vagttelefon")).toHaveValue("12 34 56 78");

  // The public homepage: every section, the closure in place of the weekly hours, no JavaScript.
  await page.goto(`${origin}/`);
  const fradrag = page.getByRole("region", { name: "Få fradrag for arbejdet" });
  await expect(fradrag).toContainText("op til 9.000 kr. pr. person");
  await expect(fradrag).toContainText("Kun arbejdslønnen giver fradrag");
  await expect(fradrag.getByRole("link", { name: "Skattestyrelsen på skat.dk" })).toHaveAttribute(
    "href",
    "https://skat.dk/",
  );
  const areaList = page.getByRole("region", { name: "Her arbejder vi" }).getByRole("listitem");
  await expect(areaList).toHaveText(["8000 Aarhus C", "8200 Aarhus N", "8240 Risskov"]);
  const onCall = page.getByRole("region", { name: "Vagt og akut hjælp" });
  await expect(onCall.getByText("Vagt / akut", { exact: true })).toBeVisible();
  await expect(onCall.getByRole("link", { name: "12 34 56 78" })).toHaveAttribute("href", "tel:+4512345678");
  await expect(onCall).toContainText(VAGT_TEXTS.tomrer);
  await expect(onCall.getByRole("list", { name: "Vagten kan ringes op" }).getByRole("listitem")).toHaveText([
    "Mandag–fredag kl. 16.00–07.00",
    "Lørdag og søndag hele døgnet",
  ]);
  await expect(page.getByRole("region", { name: "Her arbejder vi" })).toContainText(OMRAADE_INTROS.tomrer);
  await expect(fradrag).toContainText(TRADE_FRADRAG.tomrer!.intro);
  const closed = `Lukket ${shortDay(from)}–${shortDay(to)} (Juleferie)`;
  await expect(page.locator("#kontakt").getByText(closed)).toBeVisible();
  await expect(page.getByText(`Lukket ${shortDay(day(-20))}`)).toHaveCount(0);
  await expectNoSiteScripts(page);
  await expectNoAxeViolations(page);

  const jsonLd = await jsonLdOf(page);
  expect(jsonLd.areaServed).toHaveLength(3);
  expect(jsonLd.areaServed[2]).toMatchObject({
    "@type": "Place",
    name: "8240 Risskov",
    address: { postalCode: "8240", addressLocality: "Risskov", addressCountry: "DK" },
  });
  expect(jsonLd.geo).toEqual({ "@type": "GeoCoordinates", latitude: 56.15051, longitude: 10.27802 });
  expect(jsonLd.contactPoint).toMatchObject(WEEKNIGHT_ON_CALL_CONTACT_POINT);
  expect(jsonLd.specialOpeningHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: from,
      validThrough: to,
    },
  ]);
  // The HTML does not depend on the device: checked once.
  if (testInfo.project.name === "desktop") await expectValidHtml(page, "site-home-sections");

  // Icons and share image: rendered for the site by its first page view.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^${origin}/media/site-details/\\d{8}/[0-9a-f]{16}-share\\.png$`),
  );
  const ogUrl = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
  expect(await fetchPng(page, ogUrl)).toEqual({
    status: 200,
    type: "image/png",
    cache: "public, max-age=31536000, immutable",
    png: true,
    width: 1200,
    height: 630,
  });
  for (const [selector, size] of [
    ['link[rel="icon"]', 48],
    ['link[rel="apple-touch-icon"]', 180],
  ] as const) {
    const href = (await page.locator(selector).getAttribute("href"))!;
    expect(href).toMatch(/^\/media\/site-details\//);
    expect(await fetchPng(page, href)).toMatchObject({ status: 200, png: true, width: size, height: size });
  }

  // Changing the town in the settings renders a new share image in the background: the site shows the
  // old one until the new one is saved, then the new one from the next request on.
  await page.goto("/admin/settings?tab=kontakt");
  await page.getByLabel("By", { exact: true }).fill("Aarhus N");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/`);
        return page.locator('meta[property="og:image"]').getAttribute("content");
      },
      { timeout: 20_000 },
    )
    .not.toBe(ogUrl);
  const newOg = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
  expect(newOg).toMatch(/-share\.png$/);
  expect(await fetchPng(page, newOg)).toMatchObject({ status: 200, png: true, width: 1200, height: 630 });
});

test("a trade without a deduction shows no fradrag; switching a section off removes it", async ({ page }) => {
  const own = await ownCompany("Malerarbejde");
  await logInWithEmail(page, own.email);
  await page.goto("/admin/sektioner/fradrag");
  await expect(
    page.getByText("Din branche (Maler) giver ikke kunderne ret til håndværker- eller servicefradrag"),
  ).toBeVisible();
  await page.getByLabel("Vis afsnittet om håndværkerfradrag på forsiden").check();
  await save(page);

  await page.goto("/admin/sektioner/omraade");
  await page.getByLabel("Vis området på forsiden").check();
  await page.getByLabel("Postnumre og byer").fill("8000");
  await save(page);

  const origin = siteOrigin(own.subdomain);
  await page.goto(`${origin}/`);
  await expect(page.getByRole("heading", { name: "Få fradrag for arbejdet" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Her arbejder vi" })).toBeVisible();
  expect((await jsonLdOf(page)).areaServed).toHaveLength(1);
  await expectNoSidewaysScroll(page);
  await page.goto("/admin/sektioner/vagt");
  await expectNoSidewaysScroll(page);

  await page.goto("/admin/sektioner/omraade");
  await page.getByLabel("Vis området på forsiden").uncheck();
  await save(page);
  await page.goto(`${origin}/`);
  await expect(page.getByRole("region", { name: "Her arbejder vi" })).toHaveCount(0);
  // Back to the town from the address.
  expect((await jsonLdOf(page)).areaServed).toEqual({ "@type": "City", name: "Aarhus C" });
});
