import type { Page } from "@playwright/test";
import { parseThemeId, type ThemeId } from "../../app/lib/theme-ids";
import { siteTheme } from "../../app/lib/themes";
import { siteChanged, withDatabase } from "./e2e-database";
import { expect, siteOrigin } from "./helpers";

/** The phone the homepage budgets are counted in (issue 22: 5 screens new, 8 filled). */
export const PHONE = { width: 390, height: 844 };

/**
 * Gives a company of the test's own another theme (`pick` gets its palette and preset now) and loads
 * its homepage once the page shows it. A background publish of the previous theme (the icons' render
 * after a page view) can land after this direct change took the files down; changing again settles it
 * (the app's own saves publish last).
 */
export async function showTheme(
  page: Page,
  subdomain: string,
  pick: (current: ReturnType<typeof parseThemeId>) => ThemeId,
): Promise<ThemeId> {
  const { id, theme } = await withDatabase(async (db) => {
    const { rows } = await db.query("select id, theme from companies where subdomain = $1", [subdomain]);
    return { id: rows[0].id as string, theme: pick(parseThemeId(rows[0].theme as ThemeId)) };
  });
  const change = () =>
    withDatabase(async (db) => {
      await db.query("update companies set theme = $1, version = version + 1 where id = $2", [theme, id]);
      await siteChanged(db, id);
    });
  await change();
  let tries = 0;
  await expect
    .poll(async () => {
      if (tries++ > 0) await change();
      await page.goto(`${siteOrigin(subdomain)}/`);
      const root = page.locator("[data-preset]").first();
      return `${await root.getAttribute("data-preset")} ${await root.getAttribute("style")}`;
    })
    .toContain(`${siteTheme(theme).preset.id} --site-primary:${siteTheme(theme).primary}`);
  return theme;
}

/** The page's height in phone screens, with every image decoded (a lazy one would not count yet). */
export async function phoneScreens(page: Page): Promise<{ screens: number; sideways: boolean }> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const size = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
  }));
  const viewport = page.viewportSize() ?? PHONE;
  return { screens: size.height / viewport.height, sideways: size.width > viewport.width };
}
