import type { Page } from "@playwright/test";
import { INDEXNOW_DIR } from "../../playwright.config";
import { createOwnCompany } from "./e2e-database";
import { expect, expectNoAxeViolations, logInAsOwner, siteOrigin, test } from "./helpers";
import { readIndexNowSubmissions } from "./indexnow-endpoint";

// Issue 26: every publish tells the run's local IndexNow endpoint (global setup), which checks the
// site's key file like the real ones, about the pages whose content changed: once per publish.
test.describe.configure({ timeout: 90_000 });

/** Clicks "Gem" and waits for the save's answer (the status line reads "Gemt." after every save). */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/settings/soegemaskiner"),
  );
  await page.getByRole("button", { name: "Gem" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("status")).toContainText("Gemt.");
}

test("a save that changes a page sends that page to IndexNow once", async ({ page }) => {
  const own = await createOwnCompany();
  const origin = siteOrigin(own.subdomain);
  const host = new URL(origin).host;
  const ofSite = () => readIndexNowSubmissions(INDEXNOW_DIR).filter((submission) => submission.host === host);
  await logInAsOwner(page, own);

  await page.goto(`${origin}/admin/settings/soegemaskiner`);
  await expectNoAxeViolations(page);
  // The first publish of this site: every page is new to IndexNow; one submission. The site-files job
  // (every minute) publishes a site without files by itself and may come first, so the first publish
  // here is a save that changes nothing: whichever of the two publishes first submits every page, the
  // other finds nothing changed and submits nothing.
  await save(page);
  await expect.poll(() => ofSite().length, { timeout: 15_000 }).toBe(1);
  expect(ofSite()[0]!.urlList).toContain(`${origin}/`);
  expect(ofSite()[0]!.keyLocation).toBe(`${origin}/indexnow-key.txt`);

  // A save that changes a page (the homepage's verification tag): one more submission, that page.
  await page.getByLabel("Kode fra Bing Webmaster Tools").fill("0123456789ABCDEF0123456789ABCDEF");
  await save(page);
  await expect.poll(() => ofSite().length, { timeout: 15_000 }).toBe(2);
  expect(ofSite()[1]!.urlList).toEqual([`${origin}/`]);
  // What the endpoint fetched to check the key is what the site serves; the save's tag is on the homepage.
  await page.goto(`${origin}/indexnow-key.txt`);
  expect(await page.locator("body").innerText()).toBe(ofSite()[1]!.key);
  await page.goto(`${origin}/`);
  await expect(page.locator('meta[name="msvalidate.01"]')).toHaveAttribute(
    "content",
    "0123456789ABCDEF0123456789ABCDEF",
  );
  await page.goto(`${origin}/admin/settings/soegemaskiner`);

  // The next save changes the homepage only (its verification tag): one more submission, that page.
  await page.getByLabel("Kode fra Bing Webmaster Tools").fill("FEDCBA9876543210FEDCBA9876543210");
  await save(page);
  await expect.poll(() => ofSite().length, { timeout: 15_000 }).toBe(3);
  expect(ofSite()[2]!.urlList).toEqual([`${origin}/`]);

  // A save that changes nothing on the site sends nothing: the next submission is the next change's.
  await save(page);
  await page.getByLabel("Kode fra Bing Webmaster Tools").fill("");
  await save(page);
  await expect.poll(() => ofSite().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  expect(ofSite()).toHaveLength(4);
  expect(ofSite()[3]!.urlList).toEqual([`${origin}/`]);
});
