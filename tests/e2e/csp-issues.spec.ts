import type { Page } from "@playwright/test";
import { expect, logIn, test } from "./helpers";

// Chromium reports some Content-Security-Policy violations only as DevTools issues, not as console
// errors: a blocked `new Function` probe inside a try/catch (zod did that when building object schemas,
// until it ran jitless: app/lib/zod-jitless.ts). Lighthouse counts them against best practices. This
// spec collects the issues of the hydrated pages through the DevTools protocol.

async function cspIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue")
      issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await cdp.send("Audits.enable");
  return issues;
}

test("hydrated pages run without a Content-Security-Policy violation", async ({ page }) => {
  const issues = await cspIssues(page);
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await logIn(page, 2);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Issues arrive asynchronously; a round trip to the page flushes what the protocol has queued.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(issues).toEqual([]);
});
