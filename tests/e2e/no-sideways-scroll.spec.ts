import type { Page } from "@playwright/test";
import { marketingPages } from "../../app/content/pages";
import { createOwnCompany, withDatabase } from "./e2e-database";
import { demoCompany, expect, logInAsOwner, logInWithEmail, siteOrigin, test } from "./helpers";
import { createUnprovedCompany } from "./unproved-company";

// No page of the product may scroll sideways on a phone: every route at 320, 360, 390 and 414 px.
// The widths are set here, so one project (phone, with touch) is enough: every test is tagged @phone.
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

/**
 * Loads each page once at the narrowest width and then widens the same page through the others:
 * CSS reflows on a resize as on a fresh load, so one load per page covers all four widths.
 */
async function expectNoSidewaysScroll(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
      const overflow = await sidewaysOverflow(page);
      if (overflow.length > 0) problems.push(`${width}px ${path}: ${overflow.join(" | ")}`);
    }
  }
  expect(problems).toEqual([]);
}

test("the main site", { tag: "@phone" }, async ({ page }) => {
  await expectNoSidewaysScroll(page, [
    ...marketingPages.map((entry) => entry.path),
    "/onboarding",
    "/admin",
    "/admin/glemt-password",
  ]);
});

test("a customer site", { tag: "@phone" }, async ({ page }) => {
  const origin = siteOrigin(site.baseSubdomain);
  await expectNoSidewaysScroll(page, [`${origin}/`, `${origin}/om-os`, `/${site.cvr}`]);
});

test("the admin, with an own domain waiting for its DNS records", { tag: "@phone" }, async ({ page }) => {
  const own = await createOwnCompany();
  await withDatabase(async (db) => {
    await db.query("update companies set custom_domain = $1 where subdomain = $2", [
      `${own.subdomain}-toemrerfirmaet-med-et-meget-langt-navn.dk`,
      own.subdomain,
    ]);
  });
  await logInWithEmail(page, own.email);
  await expectNoSidewaysScroll(page, [
    "/admin/dashboard",
    "/admin/pages",
    "/admin/images",
    ...["logo", "kontakt", "aabningstider", "sociale-medier", "design", "domaene", "forespoergsler"].map(
      (tab) => `/admin/settings?tab=${tab}`,
    ),
    "/admin/subscription",
    "/admin/ejerskab",
  ]);
});

test("the ownership pages of a site whose CVR number is not proved yet", { tag: "@phone" }, async ({
  page,
}) => {
  const own = await createUnprovedCompany();
  await expectNoSidewaysScroll(page, [own.takeoverPath]);
  await logInAsOwner(page, own);
  await expectNoSidewaysScroll(page, [`${siteOrigin(own.subdomain)}/admin/ejerskab`]);
});
