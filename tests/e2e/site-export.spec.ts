import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import { addGalleryPage, createOwnCompany, siteChanged, withDatabase } from "./e2e-database";
import { expect, logInAsOwner, siteOrigin, test } from "./helpers";
import { photo } from "./photo-file";

// Issue 23, "no lock-in": the zip holds every file any of its pages refers to (srcset variants
// included), opens from disk with every image loaded and no request leaving the files, and the
// gallery's enlarge view closes with Escape there too.
test.describe.configure({ timeout: 180_000 });

test("the zip opens from disk: every image and srcset variant loads, no request leaves the files, Escape closes the gallery", async ({
  page,
  browser,
}) => {
  const own = await createOwnCompany();
  await logInAsOwner(page, own);
  const origin = siteOrigin(own.subdomain);
  await page.goto(`${origin}/admin/images`);
  const input = page.getByLabel("Vælg billeder");
  for (const n of [1, 2]) {
    await input.setInputFiles(await photo(`Opgave ${n}.png`, n, 1600, 1000));
    await expect(page.getByText(`${n} af 15 billeder`)).toBeVisible({ timeout: 30_000 });
  }
  // A gallery page using both uploads (the page editor is another feature's test).
  await withDatabase(async (db) => {
    const { rows } = await db.query(
      `select c.id, i.path from companies c join images i on i.company_id = c.id
       where c.subdomain = $1 order by i.created_at`,
      [own.subdomain],
    );
    const [first, second] = rows as { id: string; path: string }[];
    const content = {
      main: {
        content: "Et udvalg af vores opgaver.",
        gallery: [
          { title: "Ny terrasse", description: "Lærk", image: first!.path },
          { title: "Tagrender", description: "Zink", image: second!.path },
        ],
      },
    };
    await db.query(
      `insert into pages (company_id, page_name, title, slug, type, layout, content, position)
       values ($1, 'Opgaver', 'Vores opgaver', 'vores-opgaver', 'page', 'gallery', $2, 50)`,
      [first!.id, JSON.stringify(content)],
    );
    await db.query("update companies set version = version + 1 where id = $1", [first!.id]);
    await siteChanged(db, first!.id);
    // As bumpSiteVersion does: wait out the freshness lease (docs/decisions/025).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  // Fetched by the signed-in page itself (Node cannot resolve *.localhost).
  const zipBase64 = await page.evaluate(async () => {
    const response = await fetch("/admin/hent-hjemmeside");
    if (response.status !== 200) return `status ${response.status}`;
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  expect(zipBase64.startsWith("status"), zipBase64).toBe(false);
  const files = unzipSync(new Uint8Array(Buffer.from(zipBase64, "base64")));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hjemmeside-"));
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    for (const [name, body] of Object.entries(files)) {
      const target = path.join(dir, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, body);
    }
    const names = Object.keys(files);
    expect(names).toContain("vores-opgaver.html");
    // The variants of both uploads are in the copy.
    expect(names.filter((name) => /^media\/.*-480\.webp$/.test(name)).length).toBeGreaterThanOrEqual(2);
    expect(names.filter((name) => /^media\/.*-960\.webp$/.test(name)).length).toBeGreaterThanOrEqual(2);

    // Every request the pages make: none may leave the files of the copy.
    const outside: string[] = [];
    await visitor.route(
      (url) => url.protocol !== "file:",
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    visitor.on("request", (request) => {
      if (!request.url().startsWith("file:")) outside.push(request.url());
    });

    const tab = await visitor.newPage();
    const pagesInZip = names.filter((name) => name.endsWith(".html"));
    expect(pagesInZip.length).toBeGreaterThan(2);
    let variantsLoaded = 0;
    for (const name of pagesInZip) {
      await tab.goto(pathToFileURL(path.join(dir, name)).href);
      await expect(tab.locator("h1")).toBeVisible();
      // No address in the page is root-relative (it would point at the disk's root).
      const html = fs.readFileSync(path.join(dir, name), "utf8");
      expect(html, name).not.toMatch(/(?:src|href|srcset|imagesrcset)="\/(?!\/)/i);
      // Lazy and hidden ones (the enlarge views) too: load them all now.
      await tab.locator("img").evaluateAll((imgs) => {
        for (const img of imgs as HTMLImageElement[]) img.loading = "eager";
      });
      await expect
        .poll(() =>
          tab
            .locator("img")
            .evaluateAll((imgs) =>
              (imgs as HTMLImageElement[])
                .filter((img) => !(img.complete && img.naturalWidth > 0))
                .map((img) => img.getAttribute("src")),
            ),
        )
        .toEqual([]);
      // Every candidate of every srcset is a file of the copy that decodes as an image.
      const candidates = await tab.locator("img[srcset]").evaluateAll((imgs) =>
        imgs.flatMap((img) =>
          (img.getAttribute("srcset") ?? "")
            .split(",")
            .map((part) => part.trim().split(/\s+/)[0] ?? "")
            .filter(Boolean),
        ),
      );
      for (const candidate of candidates) {
        expect(candidate.startsWith("media/"), candidate).toBe(true);
        const width = await tab.evaluate(
          (src) =>
            new Promise<number>((resolve) => {
              const img = new Image();
              img.onload = () => resolve(img.naturalWidth);
              img.onerror = () => resolve(0);
              img.src = src;
            }),
          candidate,
        );
        expect(width, candidate).toBeGreaterThan(0);
        if (/-(480|960)\.webp$/.test(candidate)) variantsLoaded += 1;
      }
    }
    expect(variantsLoaded).toBeGreaterThanOrEqual(4);

    // The gallery's enlarge view closes with Escape in the copy too.
    await tab.goto(pathToFileURL(path.join(dir, "vores-opgaver.html")).href);
    const dialog = tab.getByRole("dialog", { name: "Billede 1 af 2: Ny terrasse" });
    await tab.getByRole("link", { name: "Forstør billede 1 af 2: Ny terrasse" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveJSProperty("complete", true);
    expect(
      await dialog.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await tab.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(tab.url()).toMatch(/#galleri-1$/);

    expect(outside).toEqual([]);
  } finally {
    await visitor.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the gallery's enlarge view closes with Escape on the live site", { tag: "@phone" }, async ({
  page,
}) => {
  const own = await createOwnCompany();
  await addGalleryPage(own.subdomain, "Opgaver.", [{ title: "Ny terrasse", description: "Lærk", image: "" }]);
  await page.goto(`${siteOrigin(own.subdomain)}/vores-opgaver`);
  const dialog = page.getByRole("dialog", { name: "Billede 1 af 1: Ny terrasse" });
  await page.getByRole("link", { name: "Forstør billede 1 af 1: Ny terrasse" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#galleri-1$/);
  await expect(page.getByRole("link", { name: "Forstør billede 1 af 1: Ny terrasse" })).toBeFocused();
});
