import { demoCompany, expect, siteOrigin, test } from "./helpers";

// Files whose content is pinned to their name (server/static-cache.ts) are cached for a year.

test("/blog loads the first card's image at once with high priority, the rest lazily", async ({ page }) => {
  await page.goto("/blog");
  const images = page.locator("main article img");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  expect(await images.first().getAttribute("loading")).toBeNull();
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
});

test("every section of a customer page has a heading that names it", async ({ page }) => {
  const company = demoCompany(3);
  for (const slug of company.pages.map((p) => (p.type === "homepage" ? "" : p.slug))) {
    await page.goto(`${siteOrigin(company.baseSubdomain)}/${slug}`);
    const sections = page.locator("section");
    const count = await sections.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const section = sections.nth(i);
      await expect(section.getByRole("heading").first()).toBeAttached();
      await expect(section).toHaveAccessibleName(/\S/);
    }
  }
});
