import type { Page } from "@playwright/test";
import { createOwnCompany, type OwnCompany, withDatabase } from "./e2e-database";
import { expect, logInAsOwner, rawGet, siteOrigin, test } from "./helpers";

// Issue 12, redirects from the old website: the addresses onboarding found on the owner's old site are
// offered one by one (proposed page, a select to change it, a checkbox to accept), on the dashboard and
// in Videresendelser; the accepted ones answer 301. The e2e server may not fetch loopback sites (SSRF
// rules), so the found addresses are arranged in the database as onboarding stores them; reading a real
// old site over HTTP is covered by app/routes/admin/old-site-redirects.http.test.ts.
test.describe.configure({ timeout: 90_000 });

// The company's pages (copied from demo company 1) include Om os (/om-os) and Kontakt os (/kontakt-os).
const FOUND = ["/om-os.html", "/kontakt.php", "/gammel-side"];

async function companyWithOldSite(): Promise<OwnCompany> {
  const own = await createOwnCompany();
  await withDatabase(async (db) => {
    const { rows } = await db.query(
      `update companies set existing_website = '{"url":"https://gammel-side.example/","title":"","description":""}'
       where subdomain = $1 returning id`,
      [own.subdomain],
    );
    const companyId = (rows[0] as { id: string }).id;
    for (const path of FOUND) {
      await db.query("insert into old_site_addresses (company_id, path) values ($1, $2)", [companyId, path]);
    }
  });
  return own;
}

/** Accepts two of the three: /om-os.html as proposed, /gammel-side changed to Om os; not /kontakt.php. */
async function acceptTwoOfThree(page: Page) {
  const chosen = (path: string) => page.getByLabel(`${path} fører til`).locator("option:checked");
  await expect(chosen("/om-os.html")).toHaveText("Om os (/om-os)");
  await expect(chosen("/kontakt.php")).toHaveText("Kontakt os (/kontakt-os)");
  await expect(chosen("/gammel-side")).toHaveText("Forside (/)");
  for (const path of FOUND) await expect(page.getByLabel(`Videresend ${path}`)).toBeChecked();
  await page.getByLabel("Videresend /kontakt.php").uncheck();
  await page.getByLabel("/gammel-side fører til").selectOption({ label: "Om os (/om-os)" });
  await page.getByRole("button", { name: "Gem videresendelser" }).click();
  await expect(page.getByRole("status")).toContainText("2 videresendelser er gemt.");
}

async function expectTwoRedirects(own: OwnCompany) {
  expect(await rawGet(`${own.subdomain}.localhost`, "/om-os.html")).toEqual({
    status: 301,
    location: "/om-os",
  });
  expect(await rawGet(`${own.subdomain}.localhost`, "/gammel-side")).toEqual({
    status: 301,
    location: "/om-os",
  });
  expect((await rawGet(`${own.subdomain}.localhost`, "/kontakt.php")).status).not.toBe(301);
}

test("the dashboard offers the old site's addresses; two of three accepted answer 301", async ({ page }) => {
  const own = await companyWithOldSite();
  await logInAsOwner(page, own);
  const card = page.getByRole("region", { name: "Vi fandt 3 adresser på din gamle hjemmeside" });
  await expect(card).toBeVisible();
  // The list fits the narrowest phone: nothing scrolls sideways at 320 px.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: size.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(size);
  await acceptTwoOfThree(page);
  await expect(card).toBeHidden();
  await expectTwoRedirects(own);

  // A visitor following an old link lands on the new page.
  const visitor = await page.context().newPage();
  await visitor.goto(`${siteOrigin(own.subdomain)}/gammel-side`);
  await expect(visitor).toHaveURL(`${siteOrigin(own.subdomain)}/om-os`);

  await page.getByRole("link", { name: "Se dine videresendelser" }).click();
  const list = page.getByRole("region", { name: /Dine videresendelser/ });
  await expect(list.getByText("/om-os.html")).toBeVisible();
  await expect(list.getByText("/gammel-side")).toBeVisible();
  await expect(list.getByText("/kontakt.php")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Videresendelser lists the same addresses and saves the accepted ones", async ({ page }) => {
    const own = await companyWithOldSite();
    await logInAsOwner(page, own);
    await page.goto(`${siteOrigin(own.subdomain)}/admin/settings/videresendelser`);
    await expect(
      page.getByRole("region", { name: "Vi fandt 3 adresser på din gamle hjemmeside" }),
    ).toBeVisible();
    await acceptTwoOfThree(page);
    await expect(page.getByText("Vi fandt 3 adresser")).toHaveCount(0);
    await expectTwoRedirects(own);
  });
});
