import type { FrameLocator, Page } from "@playwright/test";
import { createOwnCompany, type OwnCompany, withDatabase } from "./e2e-database";
import { addBlock, expect, logInWithEmail, siteOrigin, test } from "./helpers";

// Issue 13's rule "editor, preview and public page always agree": the page editor's live preview
// shows the same sections, in the same place and with the same markup, as the public homepage.
// Each test owns its company, so the desktop and phone projects never share data.
test.describe.configure({ timeout: 150_000 });

/** Labelled regions of the issue-13 sections, in page order. */
const SECTION_LABELS = [
  "autorisation-titel",
  "priser-titel",
  "anmeldelser-titel",
  "fradrag-titel",
  "omraade-titel",
  "vagt-titel",
];

const logInOwn = (page: Page, own: OwnCompany) => logInWithEmail(page, own.email);

const previewOf = (page: Page) => page.frameLocator('iframe[title="Forhåndsvisning af siden"]');

/** The main area's labelled sections (their heading ids) in order, and each issue-13 section's markup. */
async function sectionsOf(root: Page | FrameLocator) {
  const main = root.locator("main");
  const order = await main
    .locator("section[aria-labelledby]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-labelledby") ?? ""));
  const markup: Record<string, string> = {};
  // Server rendering marks text boundaries with empty comments; the preview renders in the browser.
  for (const id of order.filter((label) => SECTION_LABELS.includes(label)))
    markup[id] = (await main.locator(`section[aria-labelledby="${id}"]`).evaluate((node) => node.outerHTML))
      .replace(/<!--[^>]*-->/g, "")
      // A preview's phone links carry no `ping`: the owner's own taps are never counted (issue 25).
      .replace(/ ping="[^"]*"/g, "");
  return { order, markup };
}

async function saveSection(page: Page, button: string, answer: RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();
}

test("the editor's preview shows the sections like the public homepage; switched off, gone from both", async ({
  page,
}) => {
  const own = await createOwnCompany();
  await withDatabase((db) =>
    db.query("update companies set industry_desc = 'VVS-installatør' where subdomain = $1", [own.subdomain]),
  );
  await logInOwn(page, own);

  // Before: no section in the preview.
  await page.goto("/admin/pages");
  await expect(previewOf(page).getByRole("heading", { level: 1 })).toBeVisible();
  expect((await sectionsOf(previewOf(page))).markup).toEqual({});

  // Switch on a trust section (priser) and a site-details section (vagt).
  await page.goto("/admin/sektioner/priser");
  await page.getByLabel("Vis “Priser” på forsiden").check();
  await addBlock(page, "Tilføj pris");
  await page
    .getByRole("group", { name: "Pris 1" })
    .getByLabel("Ydelse")
    .fill("Udskiftning af blandingsbatteri");
  await page.getByRole("group", { name: "Pris 1" }).getByLabel("Pris i kr.").fill("1.495");
  await saveSection(page, "Gem", /^Gemt/);
  await page.goto("/admin/sektioner/vagt");
  await page.getByLabel("Vis vagtkortet på forsiden").check();
  await page.getByLabel("Vagttelefon").fill("87654321");
  await page.getByRole("radio", { name: "Døgnvagt hele året" }).check();
  await saveSection(page, "Gem", /^Gemt/);

  await page.goto("/admin/pages");
  const preview = previewOf(page);
  await expect(preview.getByRole("region", { name: "Priser" })).toContainText("1.495 kr.");
  await expect(preview.getByRole("region", { name: "Vagt og akut hjælp" })).toContainText(
    "Døgnvagt hele året",
  );
  const inPreview = await sectionsOf(preview);

  await page.goto(`${siteOrigin(own.subdomain)}/`);
  const onSite = await sectionsOf(page);
  // Same sections, same markup, same order, the quote form included (issue 23).
  // Issue 22: both are cards of "Godt at vide", on-call first (it is what a visitor in trouble seeks).
  expect(Object.keys(inPreview.markup)).toEqual(["vagt-titel", "priser-titel"]);
  expect(inPreview.markup).toEqual(onSite.markup);
  expect(inPreview.order).toEqual(onSite.order);

  // Switched off again: gone from the preview and from the public page.
  await page.goto("/admin/sektioner/priser");
  await page.getByLabel("Vis “Priser” på forsiden").uncheck();
  await saveSection(page, "Gem", /^Gemt/);
  await page.goto("/admin/pages");
  await expect(previewOf(page).getByRole("region", { name: "Vagt og akut hjælp" })).toBeVisible();
  await expect(previewOf(page).getByRole("region", { name: "Priser" })).toHaveCount(0);
  await page.goto(`${siteOrigin(own.subdomain)}/`);
  await expect(page.getByRole("region", { name: "Priser" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Vagt og akut hjælp" })).toBeVisible();
});
