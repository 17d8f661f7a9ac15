import type { Page } from "@playwright/test";
import { demoCompany, expect, expectNoAxeViolations, openAdminScreen, siteOrigin, test } from "./helpers";
import { companyNumber, menu, openEditor, openEditorOn, preview, save, tab } from "./pages-helpers";
import { photo } from "./photo-file";

// The site's other pages in the editor: create, rename and delete, a gallery, AI text, two tabs on
// one page, and leaving with unsaved changes. Demo companies 9 (desktop) and 10 (phone) are only
// changed by this file and pages-homepage.spec.ts, which may run beside it (two workers): this file
// never saves the homepage, the only page that one saves, and that one adds no page (this file's
// menu counts and "Om os" links stay its own). Tests run in order within a project.
// The machine running them may be busy: allow for it (no assertion depends on time).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const DELETE_QUESTION =
  "Er du sikker på at du vil slette denne side? Den lægges i papirkurven, hvor du kan gendanne den i 30 dage.";
const CONFLICT =
  "Siden er blevet ændret et andet sted. Genindlæs siden for at se den nyeste udgave, før du gemmer.";

async function createPage(page: Page) {
  const before = await menu(page).getByRole("link").count();
  await page.getByRole("button", { name: "Ny side" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\?side=[0-9a-f-]{36}$/);
  await expect(menu(page).getByRole("link")).toHaveCount(before + 1);
  await expect(page.getByRole("heading", { name: "Rediger Ny side" })).toBeVisible();
}

test("create, rename and delete a page; the homepage cannot be deleted", async ({ page }, testInfo) => {
  const n = companyNumber(testInfo);
  const origin = siteOrigin(demoCompany(n).baseSubdomain);
  await openEditor(page, n);

  await createPage(page);
  await expect(page.getByLabel("Sidenavn", { exact: true })).toHaveValue("Ny side");
  await expect(page.getByRole("link", { name: /\/ny-side/ })).toBeVisible();
  await expect(tab(page, "Indhold")).toHaveAttribute("aria-selected", "true");
  // A new page is a draft: visitors get 404 until the owner publishes it; then it is live.
  const site = await page.context().newPage();
  expect((await site.goto(`${origin}/ny-side`))?.status()).toBe(404);
  await page.getByRole("button", { name: "Udgiv side" }).click();
  await expect(page.getByRole("button", { name: "Udgiv side" })).toHaveCount(0);
  await site.goto(`${origin}/ny-side`);
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("Ny side");
  await expect(site.getByText(/står vi klar til at hjælpe dig/)).toBeVisible();

  // Rename: the slug follows the name (SPEC §5).
  await page.getByLabel("Sidenavn", { exact: true }).fill("Tagrender & nedløb");
  await page.getByLabel("Overskrift", { exact: true }).fill("Tagrender og nedløb");
  await save(page);
  await expect(page.getByRole("heading", { name: "Rediger Tagrender & nedløb" })).toBeVisible();
  await expect(page.getByRole("link", { name: /\/tagrender-nedloeb/ })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Tagrender & nedløb" })).toBeVisible();
  await site.goto(`${origin}/tagrender-nedloeb`);
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("Tagrender og nedløb");
  // The old address leads to the new one (issue 12: 301 on rename).
  await site.goto(`${origin}/ny-side`);
  await expect(site).toHaveURL(`${origin}/tagrender-nedloeb`);

  // A name another page has gets a unique slug.
  await page.getByLabel("Sidenavn", { exact: true }).fill("Om os");
  await save(page);
  await expect(page.getByRole("link", { name: /\/om-os-2/ })).toBeVisible();

  // Delete asks first; 'Annuller' keeps the page.
  await page.getByRole("button", { name: "Slet side" }).click();
  const dialog = page.getByRole("dialog", { name: "Slet side" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(DELETE_QUESTION);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Annuller" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Slet side" }).click();
  await dialog.getByRole("button", { name: "Slet side" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole("heading", { name: "Rediger Forside" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Om os" })).toHaveCount(1);
  expect((await site.goto(`${origin}/om-os-2`))?.status()).toBe(404);

  // The homepage has no delete button.
  await expect(page.getByRole("button", { name: "Slet side" })).toHaveCount(0);
  // An id that is not one of the owner's pages selects nothing.
  await page.goto("/admin/pages?side=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Vælg en side fra menuen")).toBeVisible();
});

test("a gallery page: items with title, description and image", async ({ page }, testInfo) => {
  const n = companyNumber(testInfo);
  const origin = siteOrigin(demoCompany(n).baseSubdomain);
  await openEditor(page, n);
  await createPage(page);
  await page.getByLabel("Sidenavn", { exact: true }).fill("Vores arbejde");

  await tab(page, "Layout").click();
  await page.getByRole("radio", { name: "Galleri med billeder og tekst", exact: true }).check();
  // Gallery: no media tab; headline and text (the public page shows them too) and the gallery list.
  await expect(tab(page, "Billeder")).toHaveCount(0);
  await tab(page, "Indhold").click();
  await expect(page.getByLabel("Overskrift", { exact: true })).toHaveCount(1);
  await expect(page.getByLabel("Tekst", { exact: true })).toHaveCount(1);
  await expect(
    page.getByRole("tabpanel", { name: "Indhold" }).getByText("Du kan uploade billeder i Billedearkiv"),
  ).toBeVisible();

  await page.getByRole("button", { name: "Tilføj billede" }).click();
  await page.getByRole("button", { name: "Tilføj billede" }).click();
  const first = page.getByRole("group", { name: "Billede 1" });
  const second = page.getByRole("group", { name: "Billede 2" });
  await first.getByLabel("Titel").fill("Nyt badeværelse");
  await first.getByLabel("Beskrivelse").fill("Fliser, gulvvarme og ny bruser.");
  await second.getByLabel("Titel").fill("Varmepumpe");

  // Pick an image: the archive is empty, so upload one from the picker.
  await first.getByRole("button", { name: "Vælg billede" }).click();
  const picker = page.getByRole("dialog", { name: "Vælg billede til billede 1" });
  await expect(picker).toBeVisible();
  await picker.getByLabel("Upload nyt billede").setInputFiles(await photo("badevaerelse.png", n, 900, 600));
  await expect(picker).toBeHidden({ timeout: 30_000 });
  await expect(first.getByRole("img", { name: /^Valgt: / })).toBeVisible();
  // The enlarge view (issue 12) repeats the title while hidden: the card's heading is the one shown.
  await expect(preview(page).getByRole("heading", { name: "Nyt badeværelse" })).toBeVisible();

  // Remove the image, then choose it again from the archive.
  // Without an image the site shows the trade's drawing, and so does the item (issue 23).
  await first.getByRole("button", { name: /^Fjern billede/ }).click();
  await expect(first.getByText("Standardbillede: en tegning til dit fag")).toBeVisible();
  await first.getByRole("button", { name: "Vælg billede" }).click();
  await picker.getByRole("button", { name: "Vælg billede" }).first().click();
  await expect(first.getByRole("img", { name: /^Valgt: / })).toBeVisible();

  // Delete the second item.
  await second.getByRole("button", { name: "Slet billede 2" }).click();
  await expect(page.getByRole("group", { name: /^Billede \d$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await save(page);
  await page.getByRole("button", { name: "Udgiv side" }).click();
  await expect(page.getByRole("button", { name: "Udgiv side" })).toHaveCount(0);

  const site = await page.context().newPage();
  await site.goto(`${origin}/vores-arbejde`);
  await expect(site.getByRole("heading", { name: "Nyt badeværelse" })).toBeVisible();
  await expect(site.locator("figure").getByText("Fliser, gulvvarme og ny bruser.")).toBeVisible();
  await expect(site.getByText("Varmepumpe")).toHaveCount(0);
  await expect(site.locator('main figure img[src^="/media/images/"]')).toHaveCount(1);
});

test("AI text: appended after the existing text, up to 5 a day, then disabled with the reason", async ({
  page,
}, testInfo) => {
  const n = companyNumber(testInfo);
  await openEditorOn(page, n, "Om os");

  const body = page.getByLabel("Tekst", { exact: true });
  const before = await body.inputValue();
  const keywords = page.getByLabel("Nøgleord");
  const generate = page.getByRole("button", { name: "Generer tekst med AI" });
  await expect(generate).toBeDisabled();
  await expect(page.getByText("Brugt i dag: 0/5")).toBeVisible();
  await keywords.fill(" , ");
  await expect(generate).toBeDisabled();
  await keywords.fill("badeværelse, gulvvarme");
  await expect(generate).toBeEnabled();

  // The headline is filled only when it is empty.
  await page.getByLabel("Overskrift", { exact: true }).fill("");
  await generate.click();
  await expect(page.getByText("Brugt i dag: 1/5")).toBeVisible();
  const title = await page.getByLabel("Overskrift", { exact: true }).inputValue();
  expect(title.length).toBeGreaterThan(0);
  const after = await body.inputValue();
  // After a visible separator line (drawn as a rule on the site), never repeating the existing text.
  expect(after.startsWith(`${before.trimEnd()}\n\n---\n\n`)).toBe(true);
  expect(after.length).toBeGreaterThan(before.length + 500);
  const added = after.slice(before.trimEnd().length + 7);
  for (const sentence of before.split(/(?<=[.!?])\s+/).filter((s) => s.length > 20)) {
    expect(added).not.toContain(sentence.trim());
  }
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview(page).locator("main hr")).toHaveCount(1);

  for (let i = 2; i <= 5; i++) {
    await generate.click();
    await expect(page.getByText(`Brugt i dag: ${i}/5`)).toBeVisible();
  }
  expect(await page.getByLabel("Overskrift", { exact: true }).inputValue()).toBe(title);
  // At 5/5 the button is disabled and says why (issue 23); the server refuses a sixth anyway.
  await expect(page.getByText("Brugt i dag: 5/5")).toBeVisible();
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(
    "Brugt i dag: 5/5 Du har brugt dagens 5 AI-tekster. Du kan skrive nye i morgen.",
  );
  await expectNoAxeViolations(page);
  await save(page);

  // The count is per day, also after a reload.
  await page.reload();
  await expect(page.getByText("Brugt i dag: 5/5")).toBeVisible();
  await page.getByLabel("Nøgleord").fill("badeværelse");
  await expect(page.getByRole("button", { name: "Generer tekst med AI" })).toBeDisabled();
  await expect(page.getByText("Du har brugt dagens 5 AI-tekster. Du kan skrive nye i morgen.")).toBeVisible();
});

test("two tabs on one page: the later save gets the conflict message and keeps its text", async ({
  page,
}, testInfo) => {
  const n = companyNumber(testInfo);
  await openEditorOn(page, n, "Om os");
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByRole("heading", { name: "Rediger Om os" })).toBeVisible();

  await page.getByLabel("Overskrift", { exact: true }).fill("Skrevet i fane A");
  await save(page);

  await other.getByLabel("Overskrift", { exact: true }).fill("Skrevet i fane B");
  await other.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(other.getByRole("alert")).toHaveText(CONFLICT);
  // Nothing lost in tab B, nothing overwritten on the server.
  await expect(other.getByLabel("Overskrift", { exact: true })).toHaveValue("Skrevet i fane B");
  const check = await page.context().newPage();
  await check.goto(url);
  await expect(check.getByLabel("Overskrift", { exact: true })).toHaveValue("Skrevet i fane A");
});

test("unsaved changes: leaving the editor asks first", async ({ page }, testInfo) => {
  const n = companyNumber(testInfo);
  await openEditor(page, n);
  await page.getByLabel("Undertitel", { exact: true }).fill("Ikke gemt endnu");

  // Another page in the menu.
  await menu(page).getByRole("link", { name: "Om os" }).click();
  const dialog = page.getByRole("dialog", { name: "Du har ændringer, der ikke er gemt" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Bliv på siden" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Undertitel", { exact: true })).toHaveValue("Ikke gemt endnu");
  await expect(page).toHaveURL(/\/admin\/pages$/);

  // Another admin screen.
  await openAdminScreen(page, "Overblik");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Bliv på siden" }).click();

  // 'Ny side' too.
  await page.getByRole("button", { name: "Ny side" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Bliv på siden" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Forside" })).toBeVisible();

  // Reloading the tab: the browser's own question (beforeunload).
  let asked = "";
  page.once("dialog", async (browserDialog) => {
    asked = browserDialog.type();
    await browserDialog.dismiss();
  });
  await page.reload({ timeout: 5_000 }).catch(() => {});
  expect(asked).toBe("beforeunload");
  await expect(page.getByLabel("Undertitel", { exact: true })).toHaveValue("Ikke gemt endnu");

  // Leaving anyway.
  await menu(page).getByRole("link", { name: "Om os" }).click();
  await dialog.getByRole("button", { name: "Forlad uden at gemme" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Om os" })).toBeVisible();
  await menu(page).getByRole("link", { name: "Forside" }).click();
  await expect(page.getByLabel("Undertitel", { exact: true })).not.toHaveValue("Ikke gemt endnu");
});
