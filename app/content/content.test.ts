import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { aboutPage, founderStory } from "~/content/about";
import { blogPage, blogPosts, findPost, formatPostDate, postMeta } from "~/content/blog";
import { contactPage } from "~/content/contact";
import { faqItems, faqPage } from "~/content/faq";
import { featureCards, featuresPage } from "~/content/features";
import { exampleSiteImage, mainOgImage } from "~/content/images";
import { isAllowedContentHref, linkTargets, parseInline, plainText } from "~/content/inline";
import { landingPage } from "~/content/landing";
import { marketingPages } from "~/content/pages";
import { priceItems, pricePage, pricingCard } from "~/content/price";
import { privacyPage } from "~/content/privacy";
import * as site from "~/content/site";
import { tradeBySlug, tradeClosingHeading, tradeHeroButton, tradeList, trades } from "~/content/trades";
import { type Block, blogCategories, type ContentImage, type SocialImage } from "~/content/types";
import { whyImages, whyPage } from "~/content/why";

const allContent = {
  aboutPage,
  blogPage,
  blogPosts,
  contactPage,
  faqPage,
  featuresPage,
  landingPage,
  pricePage,
  privacyPage,
  tradeList,
  whyPage,
  site,
};

/** Every string anywhere in the content, with where it was found. */
function strings(value: unknown, where = "content"): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  }
  return [];
}

/** Every object in the content that has the shape of an image. */
function images(value: unknown): (ContentImage | SocialImage)[] {
  if (Array.isArray(value)) return value.flatMap(images);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own =
      typeof record.src === "string" && typeof record.width === "number" && !("poster" in record)
        ? [record as ContentImage]
        : [];
    return [...own, ...Object.values(record).flatMap(images)];
  }
  return [];
}

function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own = typeof record.href === "string" ? [record.href] : [];
    return [...own, ...Object.values(record).flatMap(hrefs)];
  }
  return [];
}

const everyString = strings(allContent);
const knownPaths = new Set([...marketingPages.map((page) => page.path), "/onboarding", "/admin"]);

describe("blog", () => {
  it("has six posts that use every category", () => {
    expect(blogPosts).toHaveLength(6);
    expect(new Set(blogPosts.map((post) => post.category))).toEqual(new Set(blogCategories));
    expect(blogCategories).toEqual(["Tips & Tricks", "Guide", "SEO", "Marketing", "Online Markedsføring"]);
  });

  it("has unique ids and unique URL-safe slugs", () => {
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(6);
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(6);
    for (const post of blogPosts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("dates every post in 2026 before 21 November, newest first", () => {
    for (const post of blogPosts) {
      expect(post.date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.date);
      expect(post.date < "2026-11-21").toBe(true);
    }
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives every post a real body of blocks with headings, and an image with alt text", () => {
    for (const post of blogPosts) {
      expect(post.content.length).toBeGreaterThanOrEqual(6);
      expect(post.content.some((block) => block.type === "h2")).toBe(true);
      expect(post.image?.alt.length).toBeGreaterThan(20);
      expect(post.ogImage?.src).toMatch(/\.png$/);
    }
  });

  it("finds a post by slug and nothing for an unknown slug", () => {
    expect(findPost("lokal-seo-for-haandvaerkere")?.title).toBe(
      "Lokal SEO: bliv fundet af kunder i dit område",
    );
    expect(findPost("findes-ikke")).toBeUndefined();
    expect(findPost("")).toBeUndefined();
    expect(blogPage.notFound).toBe("Indlæg ikke fundet");
  });

  it("brands a post title only when it stays within 60 characters", () => {
    const short = findPost("faa-flere-anmeldelser")!;
    expect(postMeta(short).title).toBe("Sådan får du flere ærlige anmeldelser | Håndværkernet");
    const long = findPost("facebook-instagram-og-hjemmeside")!;
    expect(postMeta(long).title).toBe(long.title);
    expect(postMeta(long).description).toBe(long.excerpt);
  });

  it("formats dates the Danish way", () => {
    expect(formatPostDate("2026-01-20")).toBe("20. januar 2026");
    expect(formatPostDate("2026-10-03")).toBe("3. oktober 2026");
  });
});

describe("trades", () => {
  const paths = ["tomrer", "murer", "vvs", "maler", "vinduespudser", "mekaniker", "elektriker"].map(
    (trade) => `/${trade}-hjemmeside`,
  );

  it("has the seven trade pages at the exact paths", () => {
    expect(tradeList.map((trade) => trade.path)).toEqual(paths);
    expect(Object.keys(trades).sort()).toEqual([...paths].sort());
    for (const trade of tradeList) {
      expect(trades[trade.path]).toBe(trade);
      expect(`/${trade.slug}`).toBe(trade.path);
    }
  });

  it("looks a trade up by route param or pathname", () => {
    expect(tradeBySlug("vvs-hjemmeside")?.name).toBe("VVS-installatør");
    expect(tradeBySlug("/elektriker-hjemmeside")?.h1).toBe("Hjemmeside til elektrikere");
    expect(tradeBySlug("tagdaekker-hjemmeside")).toBeUndefined();
    expect(tradeBySlug("")).toBeUndefined();
  });

  it("uses the spec's fixed call-to-action strings on every trade", () => {
    expect(tradeHeroButton).toEqual({ href: "/onboarding", label: "Start din hjemmeside nu" });
    expect(tradeClosingHeading).toBe("Start gratis i 3 måneder - ingen binding");
    for (const trade of tradeList) {
      expect(trade.heroButton).toEqual(tradeHeroButton);
      expect(trade.closing.heading).toBe(tradeClosingHeading);
      expect(trade.closing.button.href).toBe("/onboarding");
    }
  });

  it("gives each trade its own texts, several paragraphs of advice and 4-5 features", () => {
    for (const field of ["h1", "description"] as const) {
      expect(new Set(tradeList.map((trade) => trade[field])).size).toBe(7);
    }
    for (const trade of tradeList) {
      const paragraphs = trade.main.filter((block) => block.type === "p");
      expect(paragraphs.length, trade.path).toBeGreaterThanOrEqual(4);
      expect(trade.features.length, trade.path).toBeGreaterThanOrEqual(4);
      expect(trade.features.length, trade.path).toBeLessThanOrEqual(5);
    }
  });

  it("links every trade from the landing page", () => {
    expect(landingPage.trades.links.map((link) => link.href)).toEqual(paths);
  });
});

describe("pages", () => {
  it("has ten feature cards with distinct titles", () => {
    expect(featureCards).toHaveLength(10);
    expect(featuresPage.cards).toBe(featureCards);
    expect(new Set(featureCards.map((card) => card.title)).size).toBe(10);
  });

  it("has the five FAQ questions of the spec", () => {
    expect(faqItems.map((item) => item.id)).toEqual([
      "kom-i-gang",
      "pris",
      "ret-selv",
      "ai-indhold",
      "eget-domaene",
    ]);
    expect(faqPage.items).toHaveLength(5);
    expect(landingPage.faq.items.length).toBeGreaterThan(0);
    expect(landingPage.faq.items.every((item) => faqItems.includes(item))).toBe(true);
  });

  it("states the price: 3 months free, then 249 kr per month", () => {
    expect(site.PRICE_PER_MONTH_KR).toBe(249);
    expect(site.TRIAL_DAYS).toBe(90);
    expect(pricingCard.price).toBe(249);
    expect(landingPage.pricing).toBe(pricingCard);
    expect(pricingCard.trialLine).toContain("3 måneder");
    expect(faqItems.find((item) => item.id === "pris")?.answer.join(" ")).toContain("249 kr.");
  });

  it("lists the eight items of 'Hvad får du med i prisen'", () => {
    expect(priceItems).toHaveLength(8);
    expect(pricePage.h1).toBe("Hvad får du med i prisen");
  });

  it("tells the founder story as 'vi' and shares it with the landing page", () => {
    expect(founderStory.length).toBeGreaterThanOrEqual(3);
    expect(founderStory[0]).toMatch(/^Vi /);
    expect(aboutPage.story.paragraphs).toBe(founderStory);
    expect(founderStory).toEqual(expect.arrayContaining(landingPage.founder.paragraphs));
  });

  it("puts exactly two captioned images in the benefits article", () => {
    const figures = whyPage.body.filter(
      (block): block is Extract<Block, { type: "figure" }> => block.type === "figure",
    );
    expect(figures.map((figure) => figure.image)).toEqual([whyImages.mobile, whyImages.local]);
    for (const { image } of figures) {
      expect(image.alt.length).toBeGreaterThan(20);
      expect(image.caption?.length).toBeGreaterThan(20);
    }
    expect(whyPage.closing.button.href).toBe("/onboarding");
  });

  it("covers what the privacy policy must say", () => {
    const ids = privacyPage.sections.map((section) => section.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "dataansvarlig",
        "oplysninger",
        "formaal",
        "opbevaring",
        "rettigheder",
        "kontakt",
      ]),
    );
    const text = strings(privacyPage)
      .map((entry) => entry.text)
      .join(" ");
    const facts = ["CVR-register", "hash", "session", "kontaktformularen", "udbakke", "AI-udbyder", "EU/EØS"];
    for (const fact of [...facts, "pr. side pr. dag", "Datatilsynet"]) {
      expect(text).toContain(fact);
    }
    expect(privacyPage.updated <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it("uses the spec's contact form strings", () => {
    expect(contactPage.form.submit).toBe("Send besked");
    expect(contactPage.form.submitting).toBe("Sender...");
    expect(contactPage.form.success).toBe("Tak for din henvendelse! Vi vender tilbage hurtigst muligt.");
    expect(contactPage.form.error).toBe("Beskeden kunne ikke sendes");
  });

  it("has the public layout's header and footer links", () => {
    expect(site.headerLinks).toEqual([
      { href: "/funktioner", label: "Funktioner" },
      { href: "/kontakt", label: "Kontakt" },
      { href: "/admin", label: "Log ind" },
    ]);
    expect(site.footerSecondaryLinks).toContainEqual({ href: "/admin", label: "Log ind" });
    expect(site.onboardingLink).toEqual({ href: "/onboarding", label: "Opret hjemmeside" });
    expect(site.footerLinks.map((link) => link.href)).toEqual([
      "/om",
      "/funktioner",
      "/onboarding",
      "/faq",
      "/hvorfor-hjemmeside-haandvaerker",
      "/blog",
    ]);
    expect(site.supportEmail).toBe("support@håndværkernet.dk");
    expect(site.supportEmailHref).toBe(`mailto:support@${new URL("https://håndværkernet.dk").hostname}`);
  });
});

describe("every page", () => {
  it("has a title of at most 60 and a description of at most 160 characters", () => {
    expect(marketingPages.length).toBe(9 + 6 + 7 + 1);
    for (const { path: pagePath, meta } of marketingPages) {
      expect(meta.title.length, pagePath).toBeGreaterThan(10);
      expect(meta.title.length, `${pagePath}: ${meta.title}`).toBeLessThanOrEqual(60);
      expect(meta.description.length, pagePath).toBeGreaterThan(50);
      expect(meta.description.length, `${pagePath}: ${meta.description}`).toBeLessThanOrEqual(160);
    }
  });

  it("has its own path, title and description", () => {
    for (const key of ["path"] as const) {
      expect(new Set(marketingPages.map((page) => page[key])).size).toBe(marketingPages.length);
    }
    expect(new Set(marketingPages.map((page) => page.meta.title)).size).toBe(marketingPages.length);
    expect(new Set(marketingPages.map((page) => page.meta.description)).size).toBe(marketingPages.length);
  });
});

describe("all content", () => {
  it("contains no placeholder text, no HTML and no made-up percentages", () => {
    for (const { where, text } of everyString) {
      expect(text, where).not.toMatch(/lorem|ipsum|todo|xxx|placeholder/i);
      expect(text, where).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(text, where).not.toContain("%");
      expect(text.trim(), where).toBe(text);
    }
  });

  it("links only to root-relative pages that exist or to https", () => {
    const targets = [
      ...everyString.flatMap(({ text }) => linkTargets(text)),
      ...hrefs(allContent).filter((href) => !href.startsWith("mailto:")),
    ];
    expect(targets.length).toBeGreaterThan(20);
    for (const target of targets) {
      expect(isAllowedContentHref(target), target).toBe(true);
      if (target.startsWith("/")) expect(knownPaths.has(target.split("#")[0]!), target).toBe(true);
    }
  });

  it("refers only to images that exist in public/ with the stated size", async () => {
    const referenced = [...images(allContent), mainOgImage, exampleSiteImage];
    const unique = new Map(referenced.map((image) => [image.src, image]));
    expect(unique.size).toBeGreaterThanOrEqual(6 * 2 + 4);
    for (const image of unique.values()) {
      expect(image.src).toMatch(/^\/content\/[a-z0-9/-]+\.(svg|png)$/);
      expect(image.alt.length, image.src).toBeGreaterThan(20);
      const file = path.join(process.cwd(), "public", image.src);
      expect(fs.existsSync(file), file).toBe(true);
      const metadata = await sharp(file).metadata();
      expect([metadata.width, metadata.height], image.src).toEqual([image.width, image.height]);
    }
  });

  it("has a self-hosted video guide with a poster of its size and Danish captions", async () => {
    const video = landingPage.guide.video;
    const file = (src: string) => path.join(process.cwd(), "public", src);
    for (const src of [video.src, video.poster, video.captions])
      expect(fs.existsSync(file(src)), src).toBe(true);
    const poster = await sharp(file(video.poster)).metadata();
    expect([poster.width, poster.height]).toEqual([video.width, video.height]);
    expect(fs.readFileSync(file(video.captions), "utf8")).toMatch(/^WEBVTT\n/);
  });

  it("gives social networks PNGs of 1200 x 630", () => {
    const social = [
      mainOgImage,
      whyPage.ogImage,
      landingPage.ogImage,
      ...blogPosts.map((post) => post.ogImage!),
    ];
    for (const image of social) {
      expect(image.src).toMatch(/\.png$/);
      expect([image.width, image.height]).toEqual([1200, 630]);
    }
  });
});

describe("parseInline", () => {
  it("splits text around links", () => {
    expect(parseInline("Se [prisen](/hvad-er-med-i-prisen) og [skat.dk](https://skat.dk).")).toEqual([
      { type: "text", text: "Se " },
      { type: "link", label: "prisen", href: "/hvad-er-med-i-prisen" },
      { type: "text", text: " og " },
      { type: "link", label: "skat.dk", href: "https://skat.dk" },
      { type: "text", text: "." },
    ]);
  });

  it("returns plain text as one segment and nothing for an empty string", () => {
    expect(parseInline("Ingen links her")).toEqual([{ type: "text", text: "Ingen links her" }]);
    expect(parseInline("")).toEqual([]);
  });

  it("keeps links with unsafe or off-site targets as text", () => {
    for (const target of [
      "javascript:alert(1)",
      "//evil.example",
      "http://example.dk",
      "mailto:a@b.dk",
      "data:x",
    ]) {
      const text = `Klik [her](${target})`;
      expect(parseInline(text), target).toEqual([{ type: "text", text }]);
    }
  });

  it("reduces links to their labels for plain text", () => {
    expect(plainText("Læs [guiden](/blog/lokal-seo-for-haandvaerkere) nu")).toBe("Læs guiden nu");
  });
});
