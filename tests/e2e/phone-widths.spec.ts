import type { Locator, Page } from "@playwright/test";
import { createOwnCompany, siteChanged, withDatabase } from "./e2e-database";
import { expect, logInWithEmail, siteOrigin, test } from "./helpers";

// Issue 23 at phone widths: the customer site's "Luk menu" stays one line and the admin's top bar
// shows a long company name whole. Each test owns its company.
test.describe.configure({ timeout: 90_000 });

const LONG_NAME = "Hansen Tømrer & Snedker ApS";
const WIDTHS = [320, 360, 390, 414];

async function ownWithLongName() {
  const own = await createOwnCompany();
  await withDatabase(async (db) => {
    const { rows } = await db.query(
      "update companies set name = $1, version = version + 1 where subdomain = $2 returning id",
      [LONG_NAME, own.subdomain],
    );
    await siteChanged(db, (rows[0] as { id: string }).id);
  });
  return own;
}

/** How many lines an element's visible text takes (distinct tops of its text nodes' line boxes). */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 1) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function checkCloseButton(page: Page, subdomain: string, withLogo: boolean) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${siteOrigin(subdomain)}/`);
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    const close = page.getByRole("link", { name: "Luk menu", exact: true });
    await expect(close).toBeVisible();
    expect(await textLines(close), `"Luk menu" at ${width} px`).toBe(1);
    const box = await close.boundingBox();
    expect(box!.x + box!.width, `"Luk menu" inside the screen at ${width} px`).toBeLessThanOrEqual(width);
    if (!withLogo) {
      // The name beside it wraps (at most two lines) instead of pushing the button.
      const name = page.getByRole("banner").getByText(LONG_NAME, { exact: true });
      expect(await textLines(name), `the name at ${width} px`).toBeLessThanOrEqual(2);
    }
    await noSidewaysScroll(page);
  }
}

test("the customer site's “Luk menu” stays on one line from 320 to 414 px", { tag: "@phone" }, async ({
  page,
}) => {
  const own = await ownWithLongName();
  await checkCloseButton(page, own.subdomain, false);
  // With a logo (wider than the name's two lines) beside it too.
  await withDatabase(async (db) => {
    const { rows } = await db.query(
      "update companies set logo = '/site-images/tomrer-detail.svg', version = version + 1 where subdomain = $1 returning id",
      [own.subdomain],
    );
    await siteChanged(db, (rows[0] as { id: string }).id);
  });
  await checkCloseButton(page, own.subdomain, true);
});

test("the admin's top bar shows a long company name whole at 320 and 390 px", { tag: "@phone" }, async ({
  page,
}) => {
  const own = await ownWithLongName();
  await logInWithEmail(page, own.email);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/admin/pages");
    const name = page.getByRole("banner").locator("p").filter({ hasText: LONG_NAME });
    await expect(name).toBeVisible();
    // Whole: neither cut at the side nor clamped below.
    const cut = await name.evaluate((box) => ({
      wide: box.scrollWidth - box.clientWidth,
      tall: box.scrollHeight - box.clientHeight,
    }));
    expect(cut, `the name at ${width} px`).toEqual({ wide: 0, tall: 0 });
    const heading = await page.getByRole("main").getByRole("heading", { level: 1 }).first().boundingBox();
    expect(heading!.y, `chrome above the heading at ${width} px`).toBeLessThanOrEqual(120);
    await noSidewaysScroll(page);
  }
});
