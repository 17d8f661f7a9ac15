import fs from "node:fs";
import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demoCompany, demoOwnerEmail } from "../../app/server/seed/demo-companies";
import { E2E_PORT } from "../../playwright.config";
import { savedLoginPath } from "./saved-logins";

export { DEMO_PASSWORD, demoCompany, demoOwnerEmail, expect };

/**
 * A console message that is an HTTP answer the test provoked and checks itself (a 404 page, a form
 * answered 400): Chromium logs those as errors too. Server errors and failed loads still count.
 */
const HTTP_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export type ConsoleErrors = {
  /** Marks a browser error matching `pattern` as expected in this test (and requires it). */
  expect: (pattern: RegExp) => void;
  /** Also watches a browser context the test opened itself (browser.newContext()). */
  watch: (context: BrowserContext) => void;
};

function watch(context: BrowserContext, errors: string[]) {
  const attach = (page: Page) => {
    page.on("pageerror", (error) => errors.push(`${page.url()}: uncaught ${String(error)}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !HTTP_CLIENT_ERROR.test(message.text())) {
        errors.push(`${page.url()}: ${message.text()}`);
      }
    });
  };
  for (const page of context.pages()) attach(page);
  context.on("page", attach);
}

/**
 * Every spec's `test`: fails a test when a page of its browser context (or of one it passed to
 * consoleErrors.watch) logged an error (hydration, CSP violation, uncaught exception) that the test
 * did not declare with consoleErrors.expect(). The one browser-error collector of the e2e suite.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const expected: RegExp[] = [];
      watch(context, errors);
      await use({ expect: (pattern) => expected.push(pattern), watch: (other) => watch(other, errors) });
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      const missing = expected.filter((pattern) => !errors.some((error) => pattern.test(error)));
      expect(unexpected, "unexpected console errors in the browser").toEqual([]);
      expect(missing.map(String), "expected console errors that never came").toEqual([]);
    },
    { auto: true },
  ],
});

/** The address of a host on the test server, e.g. a subdomain site: siteOrigin("hansen"). */
export function siteOrigin(subdomain: string): string {
  return `http://${subdomain}.localhost:${E2E_PORT}`;
}

/**
 * The login helper of the e2e suite: signs an owner in through the login form (on the main host, or
 * on `origin`) and waits for `landing` (the dashboard; an expired trial lands on the subscription).
 */
export async function logInWithEmail(
  page: Page,
  email: string,
  origin = "",
  landing = /\/admin\/dashboard$/,
) {
  await page.goto(`${origin}/admin`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Demo owner `n` signed in on the main host with the session the global setup saved (storageState),
 * landing on the dashboard: no login screen per test. The real login is admin-login.spec.ts's.
 * Tests that sign out or reset a password use logInWithEmail (their own session) instead, so the
 * saved session stays valid for every other test.
 */
export async function logIn(page: Page, n: number) {
  const state = JSON.parse(fs.readFileSync(savedLoginPath(n), "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await page.context().addCookies(state.cookies);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** axe-core with the WCAG 2.2 A/AA rules: the page must have no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/**
 * A customer page ships no JavaScript: no script files, and every inline script is a data block
 * (JSON-LD), or with `welcomeDialog` also the ?newsite=true welcome dialog's script (no type).
 */
export async function expectNoSiteScripts(page: Page, options: { welcomeDialog?: boolean } = {}) {
  expect(await page.locator("script[src]").count()).toBe(0);
  const types = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.map((s) => s.getAttribute("type")));
  const allowed = options.welcomeDialog ? ["application/ld+json", null] : ["application/ld+json"];
  for (const type of types) expect(allowed).toContain(type);
}

/** Signs the owner of a company of the test's own (createOwnCompany) in on their site's host. */
export async function logInAsOwner(page: Page, own: { subdomain: string; email: string }) {
  await logInWithEmail(page, own.email, siteOrigin(own.subdomain));
}

/** One GET without following redirects (Node cannot resolve *.localhost: the Host header names it). */
export function rawGet(
  host: string,
  path: string,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: E2E_PORT, path, headers: { host: `${host}:${E2E_PORT}` } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on("error", reject);
  });
}

/**
 * Follows a link of the admin navigation: the row under the top bar on a computer, the bottom bar on
 * a phone, opening its "Mere" first when the screen is listed there.
 */
export async function openAdminScreen(page: Page, name: string | RegExp) {
  const nav = page.getByRole("navigation", { name: "Administration" });
  const link = nav.getByRole("link", { name });
  if (!(await link.isVisible())) await nav.getByText("Mere", { exact: true }).click();
  await link.click();
}

/** "Log ud": in the top bar, or under "Mere" in a phone's bottom bar. */
export async function logOut(page: Page) {
  const button = page.getByRole("button", { name: "Log ud" });
  const more = page.getByRole("navigation", { name: "Administration" }).getByText("Mere", { exact: true });
  // Wait until the admin has rendered one of them ("Log ud" on a computer, "Mere" on a phone): asked
  // at once, right after the login's navigation, neither may be there yet.
  await expect(button.or(more).filter({ visible: true }).first()).toBeVisible();
  if (!(await button.isVisible())) await more.click();
  await button.click();
}

/** Opens one more repeating block of a section editor ("Tilføj pris", "Tilføj udtalelse", …). */
export async function addBlock(page: Page, label: string) {
  await page.locator("summary:visible").filter({ hasText: label }).click();
}

/** Opens a closed part of a long editor (a <details> titled `title`). */
export async function openPart(page: Page, title: string) {
  const part = page
    .locator("details")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  if ((await part.first().getAttribute("open")) === null)
    await part.first().locator(":scope > summary").click();
}
