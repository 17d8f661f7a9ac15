import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demoCompany, demoOwnerEmail } from "../../app/server/seed/demo-companies";
import { E2E_PORT } from "../../playwright.config";

export { DEMO_PASSWORD, demoCompany, demoOwnerEmail };

/** The address of a host on the test server, e.g. a subdomain site: siteOrigin("hansen"). */
export function siteOrigin(subdomain: string): string {
  return `http://${subdomain}.localhost:${E2E_PORT}`;
}

export async function logIn(page: Page, n: number, origin = "") {
  await page.goto(`${origin}/admin`);
  await page.getByLabel("Email").fill(demoOwnerEmail(n));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** axe-core with the WCAG 2.2 A/AA rules: the page must have no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
