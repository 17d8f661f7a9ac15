import type { Page } from "@playwright/test";
import { marketingPages } from "../../app/content/pages";
import { createOwnCompany, withDatabase } from "./e2e-database";
import { DEMO_PASSWORD, demoCompany, expect, siteOrigin, test } from "./helpers";

// No page of the product may scroll sideways on a phone: every route at 320, 360, 390 and 414 px.
// The widths are set here, so one project (phone, with touch) is enough.
const WIDTHS = [320, 360, 390, 414];
const site = demoCompany(3);

test.describe.configure({ timeout: 240_000 });
test.skip(({ isMobile }) => !isMobile, "the widths are set by the test itself");

/** The page's overflow and the elements that stick out, so a failure says what to fix. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const culprits: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).slice(0, 60)}`;
        culprits.push(`${name} right=${Math.round(box.right)}`);
      }
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...culprits.slice(0, 8)];
  });
}

async function expectNoSidewaysScroll(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      const overflow = await sidewaysOverflow(page);
      if (overflow.length > 0) problems.push(`${width}px ${path}: ${overflow.join(" | ")}`);
    }
  }
  expect(problems).toEqual([]);
}

test("the main site", async ({ page }) => {
  await expectNoSidewaysScroll(page, [
    ...marketingPages.map((entry) => entry.path),
    "/onboarding",
    "/admin",
    "/admin/glemt-password",
  ]);
});

test("a customer site", async ({ page }) => {
  const origin = siteOrigin(site.baseSubdomain);
  await expectNoSidewaysScroll(page, [`${origin}/`, `${origin}/om-os`, `/${site.cvr}`]);
});

test("the admin, with an own domain waiting for its DNS records", async ({ page }) => {
  const own = await createOwnCompany();
  await withDatabase(async (db) => {
    await db.query("update companies set custom_domain = $1 where subdomain = $2", [
      `${own.subdomain}-toemrerfirmaet-med-et-meget-langt-navn.dk`,
      own.subdomain,
    ]);
  });
  await page.goto("/admin");
  await page.getByLabel("E-mail").fill(own.email);
  await page.getByLabel("Adgangskode", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expectNoSidewaysScroll(page, [
    "/admin/dashboard",
    "/admin/pages",
    "/admin/images",
    ...["logo", "kontakt", "aabningstider", "sociale-medier", "design", "domaene", "forespoergsler"].map(
      (tab) => `/admin/settings?tab=${tab}`,
    ),
    "/admin/subscription",
  ]);
});
