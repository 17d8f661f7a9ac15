import type { Page } from "@playwright/test";
import { createOwnCompany } from "./e2e-database";
import { DEMO_PASSWORD, expect, logInWithEmail, siteOrigin, test } from "./helpers";

// Issue 12 "Nothing lost": drafts, menu order, page versions and the Papirkurv, each test on a company
// of its own (so the desktop and phone projects never share data).
test.describe.configure({ timeout: 90_000 });

async function logInAsOwn(page: Page) {
  const own = await createOwnCompany();
  await logInWithEmail(page, own.email);
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { name: "Sider", level: 1 })).toBeVisible();
  return { own, origin: siteOrigin(own.subdomain) };
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Sider på hjemmesiden" });

/** The answer to the background POST that saves a dragged page's new place. */
const moveSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages"),
  );

async function createPage(page: Page) {
  await page.getByRole("button", { name: "Ny side" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Ny side" })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible();
}

test("a new page is a draft: 404 for visitors, shown in the preview, live after 'Udgiv side'", async ({
  page,
}) => {
  const { origin } = await logInAsOwn(page);
  await createPage(page);
  await expect(menu(page).getByRole("link", { name: /Ny side/ })).toContainText("Kladde");
  await expect(page.getByText("Kladde: siden er ikke synlig for besøgende")).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Forhåndsvisning af siden"]').getByRole("heading", { name: "Ny side" }),
  ).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  expect((await visitor.goto(`${origin}/ny-side`))?.status()).toBe(404);
  await visitor.goto(`${origin}/`);
  await expect(visitor.getByRole("link", { name: "Ny side" })).toHaveCount(0);

  await page.getByRole("button", { name: "Udgiv side" }).click();
  await expect(menu(page).getByRole("link", { name: /Ny side/ })).not.toContainText("Kladde");
  expect((await visitor.goto(`${origin}/ny-side`))?.status()).toBe(200);
  await visitor.close();
});

test("'Flyt op' orders the public menu", async ({ page }) => {
  const { origin } = await logInAsOwn(page);
  await createPage(page);
  await page.getByLabel("Sidenavn", { exact: true }).fill("Priser");
  await save(page);
  await page.getByRole("button", { name: "Udgiv side" }).click();
  await expect(page.getByRole("button", { name: "Udgiv side" })).toHaveCount(0);

  const links = menu(page).getByRole("link");
  await expect(links.last()).toHaveText("Priser");
  const before = await links.allTextContents();
  const neighbour = before.at(-2)!;
  await expect(page.getByRole("button", { name: `Flyt op ${before[1]}` })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Flyt ned Priser" })).toBeDisabled();
  await page.getByRole("button", { name: "Flyt op Priser" }).click();
  await expect(links).toHaveText([...before.slice(0, -2), "Priser", neighbour]);

  const visitor = await page.context().browser()!.newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(`${origin}/`);
  const nav = visitor.getByRole("banner").getByRole("link", { name: new RegExp(`^(Priser|${neighbour})$`) });
  await expect(nav).toHaveText(["Priser", neighbour]);
  await visitor.close();
});

test("'Tidligere versioner': preview an earlier version and restore it", async ({ page }) => {
  const { origin } = await logInAsOwn(page);
  await menu(page).getByRole("link", { name: "Om os" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Om os" })).toBeVisible();
  const title = page.getByLabel("Overskrift", { exact: true });
  await title.fill("Første overskrift");
  await save(page);
  await title.fill("Anden overskrift");
  await save(page);

  await page.getByText("Tidligere versioner (3)").click();
  const versions = page.getByRole("listitem").filter({ hasText: "Overskrift ændret" });
  await expect(versions).toHaveCount(2);
  await versions.nth(1).getByRole("link", { name: /^Vis/ }).click();
  await expect(page.getByRole("heading", { name: /^Versionen fra / })).toBeVisible();
  await expect(
    page.frameLocator("iframe").getByRole("heading", { name: "Første overskrift", level: 1 }),
  ).toBeVisible();
  await page.getByRole("button", { name: /^Gendan denne version/ }).click();
  await expect(page.getByText("Versionen er gendannet.")).toBeVisible();
  await expect(page.getByLabel("Overskrift", { exact: true })).toHaveValue("Første overskrift");

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${origin}/om-os`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Første overskrift");
  await visitor.close();
});

test("Papirkurv: a deleted page is restored with its address", async ({ page }) => {
  const { origin } = await logInAsOwn(page);
  await menu(page).getByRole("link", { name: "Om os" }).click();
  await page.getByRole("button", { name: "Slet side" }).click();
  await page.getByRole("dialog", { name: "Slet side" }).getByRole("button", { name: "Slet side" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Forside" })).toBeVisible();
  const visitor = await page.context().browser()!.newPage();
  expect((await visitor.goto(`${origin}/om-os`))?.status()).toBe(404);

  await page.getByRole("link", { name: "Papirkurv" }).click();
  await expect(page.getByRole("heading", { name: "Papirkurv", level: 1 })).toBeVisible();
  await expect(page.getByText("/om-os · slettet")).toBeVisible();
  await page.getByRole("button", { name: "Gendan Om os" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Om os" })).toBeVisible();
  expect((await visitor.goto(`${origin}/om-os`))?.status()).toBe(200);
  await visitor.close();
});

test("settings 'Tidligere versioner': preview an earlier version, the public site unchanged, then restore it", async ({
  page,
}) => {
  const { origin } = await logInAsOwn(page);
  await page.goto("/admin/settings?tab=kontakt");
  const address = page.getByLabel("Adresse", { exact: true });
  const saveSettings = async (value: string) => {
    await address.fill(value);
    await page.getByRole("button", { name: "Gem", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible({
      timeout: 15_000,
    });
  };
  await saveSettings("Gammelvej 1");
  await saveSettings("Nyvej 2");

  await page.getByText("Tidligere versioner (3)").click();
  const versions = page.getByRole("listitem").filter({ hasText: "Kontaktoplysninger ændret" });
  await expect(versions).toHaveCount(2);
  await versions.nth(1).getByRole("link", { name: /^Vis/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/versioner\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^Versionen fra / })).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Indstillingerne fra"]');
  await expect(preview.getByText("Gammelvej 1").first()).toBeVisible();
  await expect(preview.getByText("Nyvej 2")).toHaveCount(0);
  // Nothing scrolls sideways on the narrowest phone either.
  for (const width of [320, 360, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(
      width,
    );
  }

  // Looking changed nothing for visitors.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${origin}/`);
  await expect(visitor.getByText("Nyvej 2").first()).toBeVisible();
  await expect(visitor.getByText("Gammelvej 1")).toHaveCount(0);

  await page.getByRole("button", { name: /^Gendan denne version/ }).click();
  await expect(page.getByText("Indstillingerne er gendannet.")).toBeVisible();
  await page.getByRole("tab", { name: "Kontakt", exact: true }).click();
  await expect(page.getByLabel("Adresse", { exact: true })).toHaveValue("Gammelvej 1");
  await visitor.reload();
  await expect(visitor.getByText("Gammelvej 1").first()).toBeVisible();
  await visitor.close();
});

test("Papirkurv: a page restored onto a new address keeps its old address working with a 301", async ({
  page,
}) => {
  const { origin } = await logInAsOwn(page);
  await menu(page).getByRole("link", { name: "Om os" }).click();
  await page.getByRole("button", { name: "Slet side" }).click();
  await page.getByRole("dialog", { name: "Slet side" }).getByRole("button", { name: "Slet side" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Forside" })).toBeVisible();
  // A new page takes /om-os meanwhile.
  await createPage(page);
  await page.getByLabel("Sidenavn", { exact: true }).fill("Om os");
  await save(page);
  const newcomer = page.url();

  await page.goto("/admin/pages/papirkurv");
  await page.getByRole("button", { name: "Gendan Om os" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Adressen /om-os bruges nu af en anden side. Du kan gendanne siden på /om-os-2 i stedet.",
  );
  // Before the owner confirms, the newcomer is deleted (in another tab): /om-os is free again.
  const other = await page.context().newPage();
  await other.goto(newcomer);
  await other.getByRole("button", { name: "Slet side" }).click();
  await other.getByRole("dialog", { name: "Slet side" }).getByRole("button", { name: "Slet side" }).click();
  await expect(other.getByRole("heading", { name: "Rediger Forside" })).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Gendan på /om-os-2" }).click();
  await expect(page.getByRole("heading", { name: "Rediger Om os" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Siden er gendannet" })).toHaveText(
    "Siden er gendannet på /om-os-2. Links til den gamle adresse /om-os sendes videre hertil.",
  );
  const visitor = await page.context().browser()!.newPage();
  const answer = await visitor.goto(`${origin}/om-os`);
  expect(answer?.status()).toBe(200);
  expect(visitor.url()).toBe(`${origin}/om-os-2`);
  // One hop: /om-os answered 301 straight to /om-os-2.
  const hop = answer?.request().redirectedFrom();
  expect(hop?.url()).toBe(`${origin}/om-os`);
  expect(hop?.redirectedFrom()).toBeNull();
  await visitor.close();
});

test(
  "drag to reorder the page list: mouse and keyboard on a computer; a phone keeps the buttons",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await logInAsOwn(page);
    await createPage(page);
    const links = menu(page).getByRole("link");
    await expect(links.last()).toContainText("Ny side");
    const before = (await links.allTextContents()).map((text) => text.replace("Kladde", "").trim());
    const handle = (name: string) => page.getByRole("button", { name: `Træk for at flytte ${name}` });

    if (testInfo.project.name === "phone") {
      await expect(handle("Ny side")).toBeHidden();
      await page.getByRole("button", { name: "Flyt op Ny side" }).click();
      await expect(links.nth(before.length - 2)).toContainText("Ny side");
      return;
    }

    // Mouse: drop "Ny side" on the first page after the homepage.
    const row = (name: string) =>
      menu(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name, exact: true }) });
    // Several interpolated moves: the target then gets more than one dragover, as with a real hand.
    // The list moves at once; the move is saved by a POST in the background, which a reload would
    // cancel: the test reloads once the save has answered.
    let saved = moveSaved(page);
    await handle("Ny side").dragTo(row(before[1]!), { steps: 5 });
    const dragged = [before[0], "Ny side", ...before.slice(1, -1)];
    await expect(links).toHaveText(dragged.map((name) => new RegExp(`^${name}`)));
    await saved;
    await page.reload();
    await expect(links).toHaveText(dragged.map((name) => new RegExp(`^${name}`)));

    // Keyboard: lift with Space, one down, drop with Space.
    await handle("Ny side").focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(/Ny side er løftet, plads 1 af/)).toBeAttached();
    await page.keyboard.press("ArrowDown");
    saved = moveSaved(page);
    await page.keyboard.press("Space");
    const moved = [before[0], before[1], "Ny side", ...before.slice(2, -1)];
    await expect(links).toHaveText(moved.map((name) => new RegExp(`^${name}`)));
    await saved;
    await page.reload();
    await expect(links).toHaveText(moved.map((name) => new RegExp(`^${name}`)));
  },
);

test("without JavaScript, 'Udgiv side' publishes the draft and 'Flyt op' moves it", async ({
  page,
  browser,
}) => {
  const { own, origin } = await logInAsOwn(page);
  await createPage(page);
  const draftUrl = page.url();

  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto("/admin");
  await plain.getByLabel("E-mail").fill(own.email);
  await plain.getByLabel("Adgangskode", { exact: true }).fill(DEMO_PASSWORD);
  await plain.getByRole("button", { name: "Log ind" }).click();
  await expect(plain).toHaveURL(/\/admin\/dashboard$/);
  await plain.goto(draftUrl);
  await expect(plain.getByRole("heading", { name: "Rediger Ny side" })).toBeVisible();
  // No drag handles without JavaScript: the forms do the work.
  await expect(plain.getByRole("button", { name: /^Træk for at flytte/ })).toHaveCount(0);
  const links = plain.getByRole("navigation", { name: "Sider på hjemmesiden" }).getByRole("link");
  const count = await links.count();
  await plain.getByRole("button", { name: "Flyt op Ny side" }).click();
  await expect(links.nth(count - 2)).toContainText("Ny side");

  await plain.getByRole("button", { name: "Udgiv side" }).click();
  await expect(plain.getByRole("button", { name: "Udgiv side" })).toHaveCount(0);
  await expect(plain.getByText("Kladde: siden er ikke synlig for besøgende")).toHaveCount(0);
  await noJs.close();

  const visitor = await browser.newPage();
  expect((await visitor.goto(`${origin}/ny-side`))?.status()).toBe(200);
  await visitor.close();
});
