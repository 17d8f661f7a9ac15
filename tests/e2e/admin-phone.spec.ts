import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { createOwnCompany, type OwnCompany, withDatabase } from "./e2e-database";
import { expect, logInWithEmail, siteOrigin, test } from "./helpers";

// Issue 23, "the admin on a phone": the owner's everyday tasks on a 390 × 844 screen, each counted in
// taps (a click, a tap on a field, a choice in a list, a file picked; typing is not a tap). The
// counts are written in docs/admin-on-a-phone.md; a task that needs more taps than recorded fails.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

/** Counts the owner's taps while doing a task. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    page,
    get count() {
      return taps;
    },
    async tap(target: Locator) {
      taps++;
      await target.click();
    },
    async type(target: Locator, text: string) {
      taps++;
      await target.fill(text);
    },
    async choose(target: Locator, value: string) {
      taps++;
      await target.selectOption(value);
    },
    async check(target: Locator, checked: boolean) {
      taps++;
      await target.setChecked(checked);
    },
    async pickFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
      taps++;
      await target.setInputFiles(file);
    },
  };
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Administration" });
const saveButton = (page: Page) => page.getByRole("button", { name: "Gem", exact: true });
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Gemt/ });

async function startOwn(page: Page): Promise<OwnCompany> {
  const own = await createOwnCompany();
  // On the main host, so the paths below (relative to it) carry the session.
  await logInWithEmail(page, own.email);
  return own;
}

test("the admin's chrome stays within 120 px at 390 × 844 and the bottom bar reaches every screen", {
  tag: "@phone",
}, async ({ page }) => {
  await startOwn(page);
  for (const path of [
    "dashboard",
    "pages",
    "sektioner",
    "forespoergsler",
    "settings",
    "images",
    "subscription",
  ]) {
    await page.goto(`/admin/${path}`);
    const heading = page.getByRole("main").getByRole("heading", { level: 1 }).first();
    const box = await heading.boundingBox();
    expect(box, path).not.toBeNull();
    expect(box!.y, `chrome above the heading of /admin/${path}`).toBeLessThanOrEqual(120);
  }
  // The bar holds four screens and "Mere"; "Mere" opens the rest (a <details>: no script needed).
  await expect(nav(page).getByRole("link")).toHaveText([
    "Sider",
    "Sektioner",
    "Forespørgsler",
    "Indstillinger",
  ]);
  await nav(page).getByText("Mere", { exact: true }).click();
  await nav(page).getByRole("link", { name: "Billedearkiv" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billedearkiv" })).toBeVisible();
  // "Mere" closes once the next screen shows.
  await expect(nav(page).getByRole("link", { name: "Overblik" })).toBeHidden();
});

test("change the opening hours", { tag: "@phone" }, async ({ page }) => {
  const own = await startOwn(page);
  const owner = tapCounter(page);
  await owner.tap(nav(page).getByRole("link", { name: "Indstillinger" }));
  await owner.tap(page.getByRole("tab", { name: "Åbningstider" }));
  await owner.type(page.getByLabel("Mandag", { exact: true }), "06:30 - 15:00");
  await owner.tap(saveButton(page));
  await expect(saved(page)).toBeVisible({ timeout: 15_000 });
  expect(owner.count).toBe(4);
  await page.goto(`${siteOrigin(own.subdomain)}/`);
  await expect(page.getByText("06:30 - 15:00").first()).toBeAttached();
});

test("change the homepage headline", { tag: "@phone" }, async ({ page }) => {
  const own = await startOwn(page);
  const owner = tapCounter(page);
  await owner.tap(nav(page).getByRole("link", { name: "Sider" }));
  await owner.type(page.getByLabel("Overskrift", { exact: true }), "Murer i hele Nordjylland");
  await owner.tap(saveButton(page));
  await expect(saved(page)).toBeVisible();
  // Focus stays on the form (the save button), not thrown to the top of the page.
  await expect(saveButton(page)).toBeFocused();
  expect(owner.count).toBe(3);
  await page.goto(`${siteOrigin(own.subdomain)}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Murer i hele Nordjylland");
});

test("add a photo to the gallery", { tag: "@phone" }, async ({ page }) => {
  await startOwn(page);
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a5a2b" } })
    .png()
    .toBuffer();
  const owner = tapCounter(page);
  await owner.tap(nav(page).getByRole("link", { name: "Sider" }));
  await owner.tap(
    page.getByRole("navigation", { name: "Sider på hjemmesiden" }).getByRole("link", { name: "Galleri" }),
  );
  await owner.tap(page.getByRole("button", { name: "Tilføj billede" }));
  const item = page.getByRole("group", { name: /^Billede \d+$/ }).last();
  await owner.type(item.getByLabel("Titel"), "Ny terrasse");
  await owner.tap(item.getByRole("button", { name: "Vælg billede" }));
  const picker = page.getByRole("dialog", { name: /^Vælg billede til billede/ });
  await owner.pickFile(picker.getByLabel("Upload nyt billede"), {
    name: "terrasse.png",
    mimeType: "image/png",
    buffer: photo,
  });
  await expect(picker).toBeHidden({ timeout: 30_000 });
  await expect(item.getByRole("img", { name: /^Valgt: / })).toBeVisible();
  await owner.tap(saveButton(page));
  await expect(saved(page)).toBeVisible();
  expect(owner.count).toBe(7);
});

test("switch a section off", { tag: "@phone" }, async ({ page }) => {
  await startOwn(page);
  // Switched on first (not counted): the owner's task is switching it off.
  await page.goto("/admin/sektioner/fradrag");
  await page.getByRole("checkbox", { name: /^Vis/ }).check();
  await saveButton(page).click();
  await expect(saved(page)).toBeVisible();
  await page.goto("/admin/dashboard");

  const owner = tapCounter(page);
  await owner.tap(nav(page).getByRole("link", { name: "Sektioner" }));
  await owner.tap(page.getByRole("main").getByRole("link", { name: "Håndværkerfradrag" }));
  await owner.check(page.getByRole("checkbox", { name: /^Vis/ }), false);
  await owner.tap(saveButton(page));
  await expect(saved(page)).toBeVisible();
  await expect(saveButton(page)).toBeFocused();
  expect(owner.count).toBe(4);
  await page.goto("/admin/sektioner");
  await expect(page.getByRole("listitem").filter({ hasText: "Håndværkerfradrag" })).toContainText("Skjult");
});

test("answer a quote request: status and a private note", { tag: "@phone" }, async ({ page }) => {
  const own = await startOwn(page);
  await withDatabase((db) =>
    db.query(
      `insert into quote_requests (company_id, name, phone, description, timing)
       select id, 'Karen Holm', '+45 20 30 40 50', 'Nyt tag på carporten', 'month' from companies where subdomain = $1`,
      [own.subdomain],
    ),
  );
  await page.reload();
  const owner = tapCounter(page);
  await owner.tap(nav(page).getByRole("link", { name: /^Forespørgsler/ }));
  await owner.tap(page.getByRole("main").getByRole("link", { name: /Karen Holm/ }));
  await expect(page.getByRole("heading", { name: "Forespørgsel fra Karen Holm" })).toBeVisible();
  await owner.choose(page.getByLabel("Status"), "contacted");
  await owner.type(page.getByLabel("Privat note (ses kun af dig)"), "Ringer igen torsdag");
  await owner.tap(saveButton(page));
  await expect(saved(page)).toBeVisible();
  expect(owner.count).toBe(5);
});

/**
 * Every visible button, link-button, summary and admin navigation link: one line of text each (an
 * icon over its label is not a wrap: aria-hidden parts are skipped). Page names are checked above.
 */
async function wrappedControls(page: Page) {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "button, summary, main a[class*='rounded-lg'], nav[aria-label='Administration'] a",
    );
    for (const control of controls) {
      // Page names in the Sider list may take two lines (checked above).
      if (control.getClientRects().length === 0 || control.closest("[aria-label='Sider på hjemmesiden']"))
        continue;
      const tops = new Set<number>();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || parent?.closest(".sr-only, [aria-hidden='true']")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
      }
      if (tops.size > 1) wrapped.push(control.textContent?.trim() ?? control.outerHTML.slice(0, 80));
    }
    return wrapped;
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px: no wrapped buttons, page names on at most two lines, nothing sideways`, {
    tag: "@phone",
  }, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await startOwn(page);
    // A long page name, as in issue 23 ("Ladestandere og elbil" was three lines in a 70 px pill).
    await page.goto("/admin/pages");
    await page.getByRole("button", { name: "Ny side" }).click();
    await page.getByLabel("Sidenavn", { exact: true }).fill("Ladestandere og elbil til private og erhverv");
    await saveButton(page).click();
    await expect(saved(page)).toBeVisible();
    const name = page
      .getByRole("navigation", { name: "Sider på hjemmesiden" })
      .getByRole("link", { name: /^Ladestandere/ })
      .locator("span")
      .first();
    const lineHeight = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    const nameBox = await name.boundingBox();
    expect(nameBox!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);

    for (const path of [
      "dashboard",
      "pages",
      "sektioner",
      "sektioner/vagt",
      "sektioner/anmeldelser",
      "sektioner/priser",
      "forespoergsler",
      "settings",
    ]) {
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await wrappedControls(page), `wrapped controls on /admin/${path}`).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `sideways scroll on /admin/${path}`).toBeLessThanOrEqual(0);
    }
  });
}
