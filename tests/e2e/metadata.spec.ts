import { demoCompany, expect, siteOrigin, test } from "./helpers";
import { jsonLd, MAIN_ORIGIN } from "./marketing-helpers";

// Demo company 3 is only read here.
const company = demoCompany(3);
const origin = siteOrigin(company.baseSubdomain);

test("customer pages: whole-word descriptions, share tags for every network, one business description", async ({
  page,
}) => {
  const descriptions: unknown[] = [];
  for (const p of company.pages) {
    await page.goto(p.type === "homepage" ? `${origin}/` : `${origin}/${p.slug}`);
    const head = page.locator("head");
    const description = await head.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/…$/);
    const title = await page.title();
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
    await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute("content", description!);
    const ogImage = await head.locator('meta[property="og:image"]').getAttribute("content");
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", ogImage!);
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /\S/);
    // The site's own icon (made from its logo or initials, issue 13), not Håndværkernet's.
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      /^\/media\/site-details\/.+\.png$/,
    );
    const [business] = await jsonLd(page);
    descriptions.push(business!.description);
    // Never the illustration every site of the trade shares.
    expect(String(business!.image ?? "")).not.toContain("/site-images/");
  }
  expect(new Set(descriptions).size).toBe(1);
  expect(descriptions[0]).toContain(company.name);
});

test("/onboarding has a canonical URL and share tags, and is in the sitemap", async ({ page, request }) => {
  await page.goto("/onboarding");
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN_ORIGIN}/onboarding`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
  await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /\S/);
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", /^http/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${MAIN_ORIGIN}/onboarding</loc>`);
});
