import { createOwnCompany, withDatabase } from "./e2e-database";
import { expect, logInAsOwner, siteOrigin, test } from "./helpers";

// Issue 23: the DNS values for an own domain get copy buttons; without JavaScript they stay plain,
// selectable text.
test.describe.configure({ timeout: 90_000 });

async function withOwnDomain() {
  const own = await createOwnCompany();
  const domain = `${own.subdomain}.example`;
  await withDatabase((db) =>
    db.query("update companies set custom_domain = $1 where subdomain = $2", [domain, own.subdomain]),
  );
  return { own, domain };
}

test("'Kopiér' puts the DNS record's exact value on the clipboard", { tag: "@phone" }, async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { own, domain } = await withOwnDomain();
  await logInAsOwner(page, own);
  await page.goto(`${siteOrigin(own.subdomain)}/admin/settings?tab=domaene`);
  const txtName = `_haandvaerkernet.${domain}`;
  const copyValue = page.getByRole("button", { name: `Kopiér værdien af TXT-recorden ${txtName}` });
  await copyValue.click();
  await expect(page.getByRole("status").filter({ hasText: "Kopieret" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^haandvaerkernet-verify=\S+$/);
  await expect(page.getByText(copied, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Kopiér navnet på TXT-recorden ${txtName}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txtName);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the DNS values are plain text to select, with no dead copy buttons", async ({ page }) => {
    const { own, domain } = await withOwnDomain();
    await logInAsOwner(page, own);
    await page.goto(`${siteOrigin(own.subdomain)}/admin/settings?tab=domaene`);
    await expect(page.getByText(`_haandvaerkernet.${domain}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^haandvaerkernet-verify=\S+$/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Kopiér/ })).toHaveCount(0);
  });
});
