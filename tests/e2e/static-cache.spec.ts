import { demoCompany, expect, siteOrigin, test } from "./helpers";

// Files whose content is pinned to their name (server/static-cache.ts) are cached for a year.
test("site images, content, video and icons are cached long and immutable; others for an hour", async ({
  request,
}) => {
  for (const path of [
    "/site-images/vvs-hero.svg",
    "/content/og-haandvaerkernet.png",
    "/video/guide-poster.webp",
    "/favicon.ico",
    "/apple-touch-icon.png",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
});

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
