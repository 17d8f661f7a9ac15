import { aboutPage } from "../../app/content/about";
import { blogPage, blogPosts, postMeta } from "../../app/content/blog";
import { faqPage } from "../../app/content/faq";
import { featuresPage } from "../../app/content/features";
import { pricePage } from "../../app/content/price";
import { privacyPage } from "../../app/content/privacy";
import { tradeList } from "../../app/content/trades";
import { whyPage } from "../../app/content/why";
import { demoCompany, expect, expectNoAxeViolations, siteOrigin, test } from "./helpers";
import {
  expectContentPage,
  expectNoScriptFiles,
  expectPageMeta,
  jsonLd,
  MAIN_ORIGIN,
} from "./marketing-helpers";

test("/om tells the founder story", async ({ page }) => {
  await page.goto("/om");
  await expect(page.getByRole("heading", { level: 1, name: "Om Håndværkernet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Derfor byggede vi Håndværkernet" })).toBeVisible();
  await expect(page.getByText(aboutPage.story.paragraphs[0]!)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Det lægger vi vægt på" })).toBeVisible();
  await expectContentPage(page, { ...aboutPage.meta, path: "/om" });
});

test("/funktioner shows the ten feature cards", async ({ page }) => {
  await page.goto("/funktioner");
  await expect(page.getByRole("heading", { level: 1, name: "Funktioner" })).toBeVisible();
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(10);
  for (const card of featuresPage.cards) {
    await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
  }
  await expectContentPage(page, { ...featuresPage.meta, path: "/funktioner" });
});

test("/privacy covers controller, data, purposes, storage in the EU/EEA, rights and contact", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privatlivspolitik" })).toBeVisible();
  for (const heading of ["Dataansvarlig", "Dine rettigheder", "Kontakt"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText("EU/EØS").first()).toBeVisible();
  await expect(page.getByText("Senest opdateret")).toBeVisible();
  await expectContentPage(page, { ...privacyPage.meta, path: "/privacy" });
});

test("/faq answers the five questions and carries FAQPage data", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Ofte stillede spørgsmål" })).toBeVisible();
  for (const question of [
    "Hvordan kommer jeg i gang?",
    "Hvad koster det?",
    "Kan jeg selv rette i hjemmesiden?",
    "Hvordan virker det AI-skrevne indhold?",
    "Kan jeg bruge mit eget domæne?",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
  }
  await expect(page.getByText("249 kr. om måneden", { exact: false })).toBeVisible();
  const [faq] = await jsonLd(page);
  expect(faq?.["@type"]).toBe("FAQPage");
  expect(faq?.mainEntity).toHaveLength(5);
  await expectContentPage(page, { ...faqPage.meta, path: "/faq" });
});

test("/hvad-er-med-i-prisen lists what the price includes", async ({ page }) => {
  await page.goto("/hvad-er-med-i-prisen");
  await expect(page.getByRole("heading", { level: 1, name: "Hvad får du med i prisen" })).toBeVisible();
  await expect(page.getByText("249", { exact: true })).toBeVisible();
  await expect(page.getByText("kr. pr. måned")).toBeVisible();
  for (const item of pricePage.items) {
    await expect(page.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
  }
  await expect(
    page.getByRole("main").getByRole("link", { name: "Opret hjemmeside" }).first(),
  ).toHaveAttribute("href", "/onboarding");
  await expectContentPage(page, { ...pricePage.meta, path: "/hvad-er-med-i-prisen" });
});

test("/hvorfor-hjemmeside-haandvaerker opens each image full screen and closes it with a click", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/hvorfor-hjemmeside-haandvaerker");
  await expect(page.getByRole("heading", { level: 1, name: whyPage.h1 })).toBeVisible();
  const triggers = page.getByRole("link", { name: /Klik på billedet for at se det i fuld størrelse/ });
  await expect(triggers).toHaveCount(2);
  for (const index of [0, 1]) {
    await triggers.nth(index).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.round(box!.width)).toBe(viewport.width);
    expect(Math.round(box!.height)).toBe(viewport.height);
    await dialog.getByRole("img").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Opret hjemmeside" }).last()).toHaveAttribute(
    "href",
    "/onboarding",
  );
  await expectContentPage(page, {
    ...whyPage.meta,
    path: "/hvorfor-hjemmeside-haandvaerker",
    type: "article",
  });
});

test("/blog lists the six articles with their categories", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  for (const post of blogPosts) {
    await expect(page.getByRole("link", { name: post.title, exact: true })).toHaveAttribute(
      "href",
      `/blog/${post.slug}`,
    );
  }
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(6);
  for (const category of ["Tips & Tricks", "Guide", "SEO", "Marketing", "Online Markedsføring"]) {
    await expect(page.getByText(category, { exact: true }).first()).toBeVisible();
  }
  await expectContentPage(page, { ...blogPage.meta, path: "/blog" });
});

for (const post of blogPosts) {
  test(`/blog/${post.slug} shows the article with article metadata`, async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole("img", { name: post.image!.alt })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tilbage til bloggen" }).first()).toHaveAttribute(
      "href",
      "/blog",
    );
    await expectPageMeta(page, { ...postMeta(post), path: `/blog/${post.slug}`, type: "article" });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      MAIN_ORIGIN + post.ogImage!.src,
    );
    const [article] = await jsonLd(page);
    expect(article).toMatchObject({ "@type": "Article", headline: post.title, datePublished: post.date });
    await expectNoScriptFiles(page);
    await expectNoAxeViolations(page);
  });
}

test("/blog/ukendt says 'Indlæg ikke fundet' with status 404", async ({ page }) => {
  const response = await page.goto("/blog/ukendt");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Indlæg ikke fundet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tilbage til bloggen" })).toHaveAttribute("href", "/blog");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
});

for (const trade of tradeList) {
  test(`trade page ${trade.path}`, async ({ page }) => {
    await page.goto(trade.path);
    await expect(page.getByRole("heading", { level: 1, name: trade.h1 })).toBeVisible();
    await expect(page.getByText(trade.description)).toBeVisible();
    await expect(page.getByRole("link", { name: "Start din hjemmeside nu" })).toHaveAttribute(
      "href",
      "/onboarding",
    );
    await expect(page.getByRole("heading", { level: 2, name: trade.mainHeading })).toBeVisible();
    for (const feature of trade.features) {
      await expect(page.getByRole("heading", { level: 3, name: feature.title })).toBeVisible();
    }
    await expect(
      page.getByRole("heading", { level: 2, name: "Start gratis i 3 måneder - ingen binding" }),
    ).toBeVisible();
    await expectContentPage(page, { ...trade.meta, path: trade.path });
  });
}

test("the static pages answer on a customer's subdomain and link back to the main site", async ({ page }) => {
  const origin = siteOrigin(demoCompany(3).baseSubdomain);
  for (const [path, heading] of [
    ["/privacy", "Privatlivspolitik"],
    ["/faq", "Ofte stillede spørgsmål"],
    ["/hvad-er-med-i-prisen", "Hvad får du med i prisen"],
    ["/hvorfor-hjemmeside-haandvaerker", whyPage.h1],
    ["/blog", "Blog"],
    [`/blog/${blogPosts[0]!.slug}`, blogPosts[0]!.title],
  ] as const) {
    const response = await page.goto(origin + path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The canonical address is the main site's, and /kontakt there is not the customer's page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", MAIN_ORIGIN + path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Kontakt" })).toHaveAttribute(
      "href",
      `${MAIN_ORIGIN}/kontakt`,
    );
  }
  await expectNoAxeViolations(page);
});
