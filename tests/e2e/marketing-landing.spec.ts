import { landingPage } from "../../app/content/landing";
import { tradeList } from "../../app/content/trades";
import { demoCompany, expect, expectNoAxeViolations, test } from "./helpers";
import { expectNoScriptFiles, expectPageMeta, jsonLd, MAIN_ORIGIN } from "./marketing-helpers";

test("the landing page shows hero, benefits, trades, pricing, founder story and a short FAQ", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: landingPage.hero.h1 })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Opret hjemmeside" }).first(),
  ).toHaveAttribute("href", "/onboarding");
  for (const benefit of ["Klar på et minut", "Tekst skrevet af AI", "Moderne design", "Bliv fundet lokalt"]) {
    await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
  }
  for (const trade of tradeList) {
    await expect(page.getByRole("main").getByRole("link", { name: trade.linkLabel })).toHaveAttribute(
      "href",
      trade.path,
    );
  }
  await expect(page.getByRole("heading", { name: "Derfor byggede vi Håndværkernet" })).toBeVisible();
  await expect(page.getByText("3 måneder gratis").first()).toBeVisible();
  await expect(page.getByText("249", { exact: true })).toBeVisible();
  await expect(page.getByText("Ubegrænsede sider", { exact: true })).toBeVisible();
  await expect(page.getByText("Intet betalingskort").first()).toBeVisible();
  // The short FAQ opens without JavaScript.
  const question = page.getByText("Hvad koster det?");
  await question.click();
  await expect(page.getByText(/Derefter koster det 249 kr\. om måneden/)).toBeVisible();

  await expectPageMeta(page, { ...landingPage.meta, path: "/" });
  const [organization] = await jsonLd(page);
  expect(organization).toMatchObject({
    "@type": "Organization",
    name: "Håndværkernet",
    url: `${MAIN_ORIGIN}/`,
  });
  await expectNoScriptFiles(page);
  await expectNoAxeViolations(page);
});

test("the recently created sites link to six companies' subdomains", async ({ page }) => {
  await page.goto("/");
  const block = page.getByRole("region", { name: "Nyligt oprettede hjemmesider" });
  await expect(block).toBeVisible();
  const links = block.getByRole("link");
  await expect(links).toHaveCount(6);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:\d+$/);
  }
  // Six different sites; the seed creates company 1 first, so with ten companies it is not among them.
  const names = await links.allInnerTexts();
  expect(new Set(names).size).toBe(6);
  expect(names.some((text) => text.startsWith(demoCompany(1).name))).toBe(false);
  await expect(page.getByText("Kunne ikke hente de seneste hjemmesider.")).toHaveCount(0);
});

test("the video guide is self-hosted with a poster and Danish captions", async ({ page, request }) => {
  await page.goto("/");
  const video = page.getByLabel("Videoguide: sådan opretter du din hjemmeside");
  await expect(video).toHaveAttribute("poster", "/video/guide-poster.webp");
  await expect(video.locator("source")).toHaveAttribute("src", "/video/guide.webm");
  await expect(video.locator("track")).toHaveAttribute("srclang", "da");
  for (const [url, type] of [
    ["/video/guide.webm", "video/webm"],
    ["/video/guide-poster.webp", "image/webp"],
    ["/video/guide.da.vtt", "text/vtt"],
  ]) {
    const response = await request.get(url!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain(type!);
  }
  expect(await (await request.get("/video/guide.da.vtt")).text()).toContain("Skriv virksomhedens CVR-nummer");
});

test("the example image enlarges in a lightbox closed by Escape, the close button and a click", async ({
  page,
}) => {
  await page.goto("/");
  const trigger = page.getByRole("link", { name: /Se billedet i fuld størrelse/ });
  const dialog = page.getByRole("dialog", { name: landingPage.example.image.alt });

  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: landingPage.example.image.alt })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Luk" }).click();
  await expect(dialog).toBeHidden();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("img").click();
  await expect(dialog).toBeHidden();
  // The page did not navigate to the image file: the nonce'd script ran under the CSP.
  await expect(page).toHaveURL(`${MAIN_ORIGIN}/`);
});

test(
  "the header's mobile menu opens and leads to the pages",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the menu button is shown on phones");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Hovedmenu" })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Mobilmenu" });
    await expect(menu).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Funktioner" })).toHaveAttribute("href", "/funktioner");
    await expect(menu.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/kontakt");
    await expect(menu.getByRole("link", { name: "Opret hjemmeside" })).toHaveAttribute("href", "/onboarding");
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Funktioner" }).click();
    await expect(page).toHaveURL(/\/funktioner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Funktioner" })).toBeVisible();
  },
);

test("the header and footer link the main pages", async ({ page }, testInfo) => {
  await page.goto("/");
  if (testInfo.project.name === "desktop") {
    const nav = page.getByRole("navigation", { name: "Hovedmenu" });
    await expect(nav.getByRole("link", { name: "Funktioner" })).toHaveAttribute("href", "/funktioner");
    await expect(nav.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/kontakt");
    await expect(nav.getByRole("link", { name: "Opret hjemmeside" })).toHaveAttribute("href", "/onboarding");
    await expect(page.getByText("Menu", { exact: true })).toBeHidden();
  }
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Om os", "/om"],
    ["Funktioner", "/funktioner"],
    ["Opret hjemmeside", "/onboarding"],
    ["Ofte stillede spørgsmål", "/faq"],
    ["Hvorfor en hjemmeside?", "/hvorfor-hjemmeside-haandvaerker"],
    ["Blog", "/blog"],
  ]) {
    await expect(footer.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
  }
  // The header stays at the top while scrolling.
  await page.mouse.wheel(0, 2500);
  await expect(page.getByRole("banner")).toBeInViewport();
});
