import type { Page, TestInfo } from "@playwright/test";
import { expect, logIn } from "./helpers";

// What pages.spec.ts and pages-homepage.spec.ts share: the demo company each project edits, and the
// page editor's menu, preview, tabs and save.

export const companyNumber = (testInfo: TestInfo) => (testInfo.project.name === "phone" ? 10 : 9);

export const SAVED = /^Gemt$/;

export async function openEditor(page: Page, n: number) {
  await logIn(page, n);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Sider" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole("heading", { name: "Sider", level: 1 })).toBeVisible();
}

export const menu = (page: Page) => page.getByRole("navigation", { name: "Sider på hjemmesiden" });

/** The editor opened on one of the site's pages, chosen in its menu. */
export async function openEditorOn(page: Page, n: number, pageName: string) {
  await openEditor(page, n);
  await menu(page).getByRole("link", { name: pageName }).click();
  await expect(page).toHaveURL(/\?side=/);
  await expect(page.getByRole("heading", { name: `Rediger ${pageName}` })).toBeVisible();
}
export const preview = (page: Page) => page.frameLocator('iframe[title="Forhåndsvisning af siden"]');
export const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

export async function save(page: Page) {
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
}
