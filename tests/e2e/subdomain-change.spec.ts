import crypto from "node:crypto";
import { createOwnCompany } from "./e2e-database";
import { expect, logInAsOwner, rawGet, siteOrigin, test } from "./helpers";

// Issue 23: an owner changes the subdomain on a 390 px phone; the old address answers 301 to the same
// path on the new one. Each test owns its company (createOwnCompany).
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("change the subdomain on a phone: the old address answers 301 to the new one", {
  tag: "@phone",
}, async ({ page }) => {
  const own = await createOwnCompany();
  const wanted = `nyt-navn-${crypto.randomBytes(3).toString("hex")}`;
  await logInAsOwner(page, own);
  await page.goto(`${siteOrigin(own.subdomain)}/admin/settings`);

  // The owner's taps from Indstillinger: the Domæne tab, the field, "Skift adresse" (3).
  await page.getByRole("tab", { name: "Domæne", exact: true }).tap();
  const field = page.getByLabel("Ny adresse");
  await field.tap();
  // First a name with æ: refused next to the field, the typed text kept.
  await field.fill("smed-æble");
  await page.getByRole("button", { name: "Skift adresse" }).tap();
  await expect(field).toHaveAccessibleDescription(/Brug kun bogstaverne a-z, tal og bindestreg/);
  await expect(field).toHaveValue("smed-æble");
  expect(page.url()).toContain(`${own.subdomain}.localhost`);

  await field.fill(wanted);
  await page.getByRole("button", { name: "Skift adresse" }).tap();
  // Continued on the new address, still signed in, with the change confirmed.
  await expect(page).toHaveURL(new RegExp(`^${siteOrigin(wanted)}/admin/settings\\?tab=domaene`));
  await expect(page.getByRole("status").filter({ hasText: "Adressen er skiftet." })).toBeVisible();
  await expect(page.getByText(`${wanted}.localhost`).first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  // The old address answers 301 to the same path on the new one.
  expect(await rawGet(`${own.subdomain}.localhost`, "/om-os")).toEqual({
    status: 301,
    location: `${siteOrigin(wanted)}/om-os`,
  });
  const visitor = await page.context().newPage();
  expect((await visitor.goto(`${siteOrigin(own.subdomain)}/om-os`))?.status()).toBe(200);
  await expect(visitor).toHaveURL(`${siteOrigin(wanted)}/om-os`);
  await expect(visitor.getByText(own.name).first()).toBeAttached();
});
