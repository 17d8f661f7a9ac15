import { demoCompany, expect, expectNoAxeViolations, expectNoSiteScripts, siteOrigin, test } from "./helpers";

// Demo companies 3 and 4 belong to this file. Nothing here changes them; the welcome dialog's mark
// lives in each test's own browser storage.
const maler = demoCompany(3); // Grenaa Malerservice: homepage (hero) + Om os (text-image)
const vinduer = demoCompany(4);
const origin = siteOrigin(maler.baseSubdomain);
const about = maler.pages.find((p) => p.slug === "om-os")!;

test.describe("customer site on its subdomain", () => {
  test("the homepage shows name, navigation, contact, opening hours and the legal footer with every page", {
    tag: "@phone",
  }, async ({ page }) => {
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${maler.name} – Maler i ${maler.city}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(maler.pages[0]!.title);
    await expect(page.getByText(maler.pages[0]!.subtitle)).toBeVisible();

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: maler.name })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Hovedmenu" });
    const menuButton = page.getByText("Menu", { exact: true });
    if (await menuButton.isVisible()) await menuButton.click();
    await expect(nav.getByRole("link", { name: "Om os" })).toHaveAttribute("href", "/om-os");
    await expect(nav.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "#kontakt");
    await expect(nav.getByRole("link", { name: "Forside" })).toHaveCount(0);

    const contact = page.locator("#kontakt");
    await expect(contact.getByRole("heading", { name: "Kontakt", exact: true })).toBeVisible();
    await expect(contact.getByRole("link", { name: maler.phone })).toHaveAttribute(
      "href",
      `tel:+45${maler.phone.replace(/\s/g, "")}`,
    );
    await expect(contact.getByRole("link", { name: maler.email })).toHaveAttribute(
      "href",
      `mailto:${maler.email}`,
    );

    const hours = page.getByRole("heading", { name: "Åbningstider" });
    expect(maler.showHours).toBe(true);
    await expect(hours).toBeVisible();
    for (const [day, text] of Object.entries(maler.hours)) {
      await expect(contact.locator("dt", { hasText: day }).locator("+ dd")).toHaveText(text);
    }

    // The footer says who the firm is (e-handelsloven §7 with the e-mail above) and lists every page;
    // phone and e-mail stand once, in the contact section.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(maler.name)).toBeVisible();
    await expect(footer.getByText(maler.address)).toBeVisible();
    await expect(footer.getByText(`${maler.zipcode} ${maler.city}`)).toBeVisible();
    await expect(footer.getByText(`CVR-nr. ${maler.cvr}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Om os" })).toHaveAttribute("href", "/om-os");
    await expect(footer.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);

    await expectNoSiteScripts(page, { welcomeDialog: true });
    await expectNoAxeViolations(page);
  });

  test("a sub-page has its own heading, title, canonical URL and the current menu item", async ({ page }) => {
    const response = await page.goto(`${origin}/om-os`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.title);
    await expect(page).toHaveTitle(`Om os | ${maler.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/om-os`);
    await expect(page.locator('a[aria-current="page"]').first()).toHaveText("Om os");
    // No image uploaded: the trade's own illustration, with its size reserved.
    const image = page.locator('main img[src="/site-images/maler-detail.svg"]');
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "900");
    await expect(page.getByText(`CVR-nr. ${maler.cvr}`)).toBeVisible();
    await expectNoSiteScripts(page, { welcomeDialog: true });
    await expectNoAxeViolations(page);
  });

  test("search engines get JSON-LD, Open Graph, a sitemap and robots.txt", async ({ page }) => {
    await page.goto(`${origin}/`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd["@type"]).toBe("HousePainter");
    expect(jsonLd.name).toBe(maler.name);
    expect(jsonLd.address).toMatchObject({ streetAddress: maler.address, postalCode: maler.zipcode });
    expect(jsonLd.identifier.value).toBe(maler.cvr);
    expect(jsonLd.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"],
      opens: "07:00",
      closes: "16:00",
    });
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}/`);
    // The share image is the site's own (issue 13), rendered by its first page view.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${origin}/media/site-details/${maler.cvr}/[0-9a-f]{16}-share\\.png$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Grenaa/);

    const sitemap = await page.goto(`${origin}/sitemap.xml`);
    expect(sitemap?.status()).toBe(200);
    expect(sitemap?.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap!.text();
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toContain(`<loc>${origin}/om-os</loc>`);

    const robots = await page.goto(`${origin}/robots.txt`);
    expect(await robots!.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("an unknown page answers with the 404 page and status 404", async ({ page }) => {
    const response = await page.goto(`${origin}/findes-ikke`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Siden blev ikke fundet" })).toBeVisible();
    await expect(page.getByText("404 fejl")).toBeVisible();
  });

  test("the homepage's own slug leads to the site's root", async ({ page }) => {
    await page.goto(`${origin}/forside`);
    await expect(page).toHaveURL(`${origin}/`);
  });

  test("another site has its own theme and content", async ({ page }) => {
    await page.goto(`${siteOrigin(vinduer.baseSubdomain)}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(vinduer.pages[0]!.title);
    await expect(page.getByText(`CVR-nr. ${vinduer.cvr}`)).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd["@type"]).toBe("HomeAndConstructionBusiness");
    await expectNoAxeViolations(page);
  });
});

test.describe("customer site on the main host under /{cvr}", () => {
  test("shows the site with every internal link prefixed by the cvr", async ({ page }) => {
    const response = await page.goto(`/${maler.cvr}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(maler.pages[0]!.title);
    await expect(page.getByRole("banner").getByRole("link", { name: maler.name })).toHaveAttribute(
      "href",
      `/${maler.cvr}`,
    );
    // The menu link and the owner's [label](/om-os) link in the text.
    await expect(page.locator(`header a[href="/${maler.cvr}/om-os"]`).first()).toBeAttached();
    // Issue 22: the homepage shows its first two paragraphs; this link is in the rest, behind "Læs mere".
    await page.getByText("Læs mere", { exact: true }).click();
    await expect(page.getByRole("link", { name: "hvad vi har lavet for andre" })).toHaveAttribute(
      "href",
      `/${maler.cvr}/om-os`,
    );
    // Canonical: the subdomain address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
    await expectNoSiteScripts(page, { welcomeDialog: true });

    await page.getByRole("link", { name: "hvad vi har lavet for andre" }).click();
    await expect(page).toHaveURL(new RegExp(`/${maler.cvr}/om-os$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/om-os`);
    await expectNoAxeViolations(page);
  });

  test("unknown pages and cvr numbers give the 404 page; other single segments redirect to /404", async ({
    page,
  }) => {
    expect((await page.goto(`/${maler.cvr}/findes-ikke`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Siden blev ikke fundet" })).toBeVisible();
    expect((await page.goto("/12345678"))?.status()).toBe(404);
    await page.goto("/foo");
    await expect(page).toHaveURL(/\/404$/);
    await page.goto("/foo/bar");
    await expect(page).toHaveURL(/\/404$/);
  });
});

test.describe("welcome dialog", () => {
  test("?newsite=true shows it; the X only closes it, 'Se hjemmeside' stores the mark", async ({ page }) => {
    await page.goto(`${origin}/?newsite=true`);
    const dialog = page.getByRole("dialog", { name: "Velkommen til din nye hjemmeside" });
    await expect(dialog).toBeVisible();
    // The flag leaves the address bar at once, so a copied link never shows the dialog to visitors.
    await expect(page).toHaveURL(`${origin}/`);
    // The theme's button colour (green, #008236) reaches the dialog too.
    await expect(dialog.getByRole("button", { name: "Se hjemmeside" })).toHaveCSS(
      "background-color",
      "rgb(0, 130, 54)",
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Luk" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.goto(`${origin}/?newsite=true`);
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Se hjemmeside" }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`${origin}/?newsite=true`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => Object.keys(localStorage))).toContain(
      `hv-velkommen:${maler.baseSubdomain}`,
    );
  });

  test("it does not show without the query flag, and the page has no script files", async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("dialog")).toHaveCount(0);
    await page.goto(`${origin}/?newsite=true`);
    await expectNoSiteScripts(page, { welcomeDialog: true });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu opens and leads to a sub-page", { tag: "@phone" }, async ({ page, isMobile }) => {
    await page.goto(`${origin}/`);
    const nav = page.getByRole("navigation", { name: "Hovedmenu" });
    if (isMobile) {
      await expect(nav.getByRole("link", { name: "Om os" })).toBeHidden();
      await page.getByText("Menu", { exact: true }).click();
    }
    await expect(nav.getByRole("link", { name: "Om os" })).toBeVisible();
    await nav.getByRole("link", { name: "Om os" }).click();
    await expect(page).toHaveURL(`${origin}/om-os`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.title);
  });
});
