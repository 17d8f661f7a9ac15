import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import { E2E_PORT } from "../../playwright.config";
import { addGalleryPage, createOwnCompany, type OwnCompany, siteChanged, withDatabase } from "./e2e-database";
import { expect, logInAsOwner, rawGet, siteOrigin, test } from "./helpers";

// Issue 12, "no broken addresses, no lock-in" and two customer-site defects: a renamed page's old
// addresses lead to it, the phone menu closes when a link in it is tapped (JavaScript off), the
// gallery's enlarge view works by keyboard. Each test owns its company (createOwnCompany).
test.describe.configure({ timeout: 120_000 });

const mainOrigin = `http://localhost:${E2E_PORT}`;

async function cvrOf(own: OwnCompany): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query("select cvr from companies where subdomain = $1", [own.subdomain]);
    return (rows[0] as { cvr: string }).cvr;
  });
}

test("renaming a page keeps its old addresses working (301 to the new one)", async ({ page }) => {
  const own = await createOwnCompany();
  const origin = siteOrigin(own.subdomain);
  const cvr = await cvrOf(own);
  await logInAsOwner(page, own);
  await page.goto(`${origin}/admin/pages`);
  await page
    .getByRole("navigation", { name: "Sider på hjemmesiden" })
    .getByRole("link", { name: "Om os" })
    .click();
  await expect(page.getByRole("heading", { name: "Rediger Om os" })).toBeVisible();
  await page.getByLabel("Sidenavn", { exact: true }).fill("Vores historie");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible();

  const visitor = await page.context().newPage();
  expect(await rawGet(`${own.subdomain}.localhost`, "/om-os")).toEqual({
    status: 301,
    location: "/vores-historie",
  });
  expect((await visitor.goto(`${origin}/om-os`))?.status()).toBe(200);
  await expect(visitor).toHaveURL(`${origin}/vores-historie`);

  expect(await rawGet("localhost", `/${cvr}/om-os`)).toEqual({
    status: 301,
    location: `/${cvr}/vores-historie`,
  });
  expect((await visitor.goto(`${mainOrigin}/${cvr}/om-os`))?.status()).toBe(200);
  await expect(visitor).toHaveURL(`${mainOrigin}/${cvr}/vores-historie`);
});

test.describe("customer site without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tapping 'Kontakt' in the menu shows the contact section, not the menu over it", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    const own = await createOwnCompany();
    // The menu's "Kontakt" jumps to the homepage's contact section only where the site has no contact
    // page of its own (issue 22: one "Kontakt" in the menu, not two).
    await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: string }>("select id from companies where subdomain = $1", [
        own.subdomain,
      ]);
      await db.query("delete from pages where company_id = $1 and slug like 'kontakt%'", [rows[0]!.id]);
      await siteChanged(db, rows[0]!.id);
    });
    const origin = siteOrigin(own.subdomain);
    await page.goto(`${origin}/`);
    expect(await page.locator("script[src]").count()).toBe(0);
    const nav = page.getByRole("navigation", { name: "Hovedmenu" }).locator("visible=true");
    if (isMobile) {
      await expect(nav).toHaveCount(0);
      await page.getByRole("link", { name: "Menu", exact: true }).click();
      await expect(nav.getByRole("link", { name: "Kontakt", exact: true })).toBeVisible();
      // Closing without going anywhere.
      await page.getByRole("link", { name: "Luk menu" }).click();
      await expect(nav).toHaveCount(0);
      await page.getByRole("link", { name: "Menu", exact: true }).click();
    }
    await nav.getByRole("link", { name: "Kontakt", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/#kontakt`);
    if (isMobile) await expect(nav).toHaveCount(0);
    // The contact heading is in view and nothing lies over it.
    const heading = page.locator("#kontakt").getByRole("heading", { name: "Kontakt", exact: true });
    await expect(heading).toBeInViewport();
    const covered = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(top && (element === top || element.contains(top)));
    });
    expect(covered).toBe(false);
  });

  test("a gallery image opens larger and closes again by keyboard", async ({ page }) => {
    const own = await createOwnCompany();
    await addGalleryPage(own.subdomain, "Et udvalg af vores opgaver.", [
      { title: "Ny terrasse", description: "Lærk, 25 m²", image: "" },
      { title: "Tagrender", description: "Zink", image: "" },
    ]);
    await page.goto(`${siteOrigin(own.subdomain)}/vores-opgaver`);
    const first = page.getByRole("dialog", { name: "Billede 1 af 2: Ny terrasse" });
    const second = page.getByRole("dialog", { name: "Billede 2 af 2: Tagrender" });
    await expect(first).toBeHidden();

    const thumb = page.getByRole("link", { name: "Forstør billede 1 af 2: Ny terrasse" });
    await thumb.focus();
    await page.keyboard.press("Enter");
    await expect(first).toBeVisible();
    await expect(first).toBeFocused();
    await expect(first.getByRole("img")).toBeVisible();
    await expect(first.getByText("Lærk, 25 m²")).toBeVisible();
    expect(
      await first.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);

    await page.keyboard.press("Tab");
    await expect(first.getByRole("link", { name: "Luk billedet" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(first.getByRole("link", { name: "Næste billede" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await second.getByRole("link", { name: "Luk billedet" }).focus();
    await page.keyboard.press("Enter");
    await expect(second).toBeHidden();
    await expect(page).toHaveURL(/#galleri-2$/);
    await expect(page.getByRole("link", { name: "Forstør billede 2 af 2: Tagrender" })).toBeInViewport();
  });
});

test("'Hent hele hjemmesiden' gives a zip that opens from disk with every link and image working", async ({
  page,
}) => {
  const own = await createOwnCompany();
  // Without a session: refused politely.
  const anonymous = await rawGet(`${own.subdomain}.localhost`, "/admin/hent-hjemmeside");
  expect(anonymous.status).toBe(403);

  await logInAsOwner(page, own);
  await page.goto(`${siteOrigin(own.subdomain)}/admin/settings`);
  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("link", { name: "Hent hele hjemmesiden (zip)" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`${own.subdomain}-hjemmeside.zip`);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hjemmeside-"));
  try {
    for (const [name, body] of Object.entries(files)) {
      const target = path.join(dir, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, body);
    }
    expect(Object.keys(files)).toContain("index.html");
    expect(Object.keys(files)).toContain("om-os.html");
    expect(Object.keys(files).some((name) => name.startsWith("assets/") && name.endsWith(".css"))).toBe(true);

    const visitor = await page.context().newPage();
    const seen = new Set<string>();
    const queue = ["index.html"];
    while (queue.length > 0) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      await visitor.goto(pathToFileURL(path.join(dir, name)).href);
      await expect(visitor.locator("h1")).toBeVisible();
      // The CSS is applied (the header is sticky only through it).
      expect(await visitor.locator("header").evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
      await expect(visitor.getByText(own.name).first()).toBeAttached();
      // Every image loaded from the copy.
      const images = await visitor.locator("img").evaluateAll((imgs) =>
        imgs
          .filter(
            (img) => getComputedStyle(img).display !== "none" && (img as HTMLImageElement).loading !== "lazy",
          )
          .map((img) => ({
            src: (img as HTMLImageElement).currentSrc,
            ok: (img as HTMLImageElement).naturalWidth > 0,
          })),
      );
      for (const image of images) {
        expect(image.src.startsWith("file://"), image.src).toBe(true);
        expect(image.ok, image.src).toBe(true);
      }
      // Lazy ones too: each image's file is in the copy.
      const sources = await visitor
        .locator("img")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")!));
      for (const src of sources) {
        expect(src.startsWith("/"), src).toBe(false);
        if (!/^https?:/.test(src))
          expect(fs.existsSync(path.join(dir, decodeURIComponent(src))), src).toBe(true);
      }
      // Every link is a file of the copy, an anchor, or an absolute address; files are followed.
      const hrefs = await visitor
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      for (const href of hrefs) {
        if (/^(https?:|mailto:|tel:|#)/.test(href)) continue;
        expect(href.startsWith("/"), href).toBe(false);
        const file = href.split("#")[0]!;
        expect(fs.existsSync(path.join(dir, file)), href).toBe(true);
        queue.push(file);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("Videresendelser: errors in Danish next to the field, then the old address leads to the page", async ({
  page,
}) => {
  const own = await createOwnCompany();
  const origin = siteOrigin(own.subdomain);
  await logInAsOwner(page, own);
  await page.goto(`${origin}/admin/settings`);
  await page.getByRole("link", { name: "Ret videresendelser" }).click();
  await expect(page.getByRole("heading", { name: "Videresendelser", level: 1 })).toBeVisible();

  const from = page.getByLabel("Gammel adresse");
  const target = page.getByLabel("Skal føre til");
  await from.fill("om-firmaet.html");
  await page.getByRole("button", { name: "Tilføj videresendelse" }).click();
  await expect(from).toHaveAccessibleDescription(/Adressen skal starte med \//);
  await expect(target).toHaveAccessibleDescription("Vælg den side, adressen skal føre til");
  await expect(from).toHaveValue("om-firmaet.html");
  await expect(page.getByRole("alert")).toContainText("Adressen skal starte med /");

  await from.fill("/admin/gammel");
  await target.selectOption({ label: "En anden adresse (https://...)" });
  await page.getByLabel(/Anden adresse/).fill("http://gammel.example");
  await page.getByRole("button", { name: "Tilføj videresendelse" }).click();
  await expect(from).toHaveAccessibleDescription(/bruges af Håndværkernet/);
  await expect(page.getByLabel(/Anden adresse/)).toHaveAccessibleDescription(
    "Skriv en fuld adresse, der starter med https://",
  );

  await from.fill("/om-firmaet.html");
  await target.selectOption({ label: "Om os (/om-os)" });
  await page.getByRole("button", { name: "Tilføj videresendelse" }).click();
  await expect(page.getByRole("status")).toContainText("/om-firmaet.html videresendes nu.");
  await expect(page.getByRole("list").getByText("/om-firmaet.html")).toBeVisible();

  const visitor = await page.context().newPage();
  expect((await visitor.goto(`${origin}/om-firmaet.html`))?.status()).toBe(200);
  await expect(visitor).toHaveURL(`${origin}/om-os`);

  await page.getByRole("button", { name: "Slet videresendelse fra /om-firmaet.html" }).click();
  await expect(page.getByText("Du har ingen videresendelser endnu.")).toBeVisible();
});
