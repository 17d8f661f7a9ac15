import { expect, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { expectNoAxeViolations } from "./helpers";

/** The main site's public origin on the test server (PUBLIC_URL defaults to the root host and port). */
export const MAIN_ORIGIN = `http://localhost:${E2E_PORT}`;

export type ExpectedMeta = {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
};

/** Title, description, absolute canonical URL and the Open Graph tags of a main-site page. */
export async function expectPageMeta(page: Page, expected: ExpectedMeta) {
  const url = MAIN_ORIGIN + expected.path;
  await expect(page).toHaveTitle(expected.title);
  const head = page.locator("head");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", expected.description);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", expected.title);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    expected.description,
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute(
    "content",
    expected.type ?? "website",
  );
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^${MAIN_ORIGIN}/content/.+\\.png$`),
  );
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Håndværkernet");
}

/** A page that needs no interactivity ships no JavaScript files (at most a nonce'd inline script). */
export async function expectNoScriptFiles(page: Page) {
  await expect(page.locator("script[src]")).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
}

/** The JSON-LD objects of the page. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** A static content page of the main site: its meta tags, no JavaScript files, no axe violations. */
export async function expectContentPage(page: Page, expected: ExpectedMeta) {
  await expectPageMeta(page, expected);
  await expectNoScriptFiles(page);
  await expectNoAxeViolations(page);
}
