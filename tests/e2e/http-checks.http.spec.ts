import { expect, test } from "@playwright/test";
import { blogPosts } from "../../app/content/blog";
import { demoCompany } from "../../app/server/seed/demo-companies";
import { MAIN_ORIGIN } from "./marketing-helpers";

// HTTP-level checks that need no browser: the "http" project runs this file with Playwright's request
// fixture only (no browser is started for it). Anything that renders, clicks or hydrates belongs in
// the feature's own spec. Nothing here changes data; demo company 3 is only read.

const maler = demoCompany(3);
const about = maler.pages.find((p) => p.slug === "om-os")!;

test.describe("POST /api/sendContactEmail", () => {
  const body = { name: "API Test", email: "api@example.dk", message: "Besked via API" };

  test("stores a valid message and answers ok", async ({ request }) => {
    const headers = {
      Origin: MAIN_ORIGIN,
      "X-Forwarded-For": "198.51.100.1",
    };
    const response = await request.post("/api/sendContactEmail", { data: body, headers });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  test("refuses missing fields with the Danish messages", async ({ request }) => {
    const response = await request.post("/api/sendContactEmail", {
      data: { name: "", email: "", message: "" },
      headers: { Origin: MAIN_ORIGIN },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      name: "Navn er påkrævet",
      email: "Email er påkrævet",
      message: "Besked er påkrævet",
    });
  });

  test("refuses the sixth message from one address within ten minutes", async ({ request }) => {
    const headers = {
      Origin: MAIN_ORIGIN,
      "X-Forwarded-For": "198.51.100.2",
    };
    for (let i = 0; i < 5; i++) {
      const response = await request.post("/api/sendContactEmail", { data: body, headers });
      expect(response.status()).toBe(200);
    }
    const refused = await request.post("/api/sendContactEmail", { data: body, headers });
    expect(refused.status()).toBe(429);
  });

  test("only answers POST", async ({ request }) => {
    const response = await request.get("/api/sendContactEmail");
    expect(response.status()).toBe(405);
  });
});

test("/404 answers with HTTP status 404", async ({ request }) => {
  const response = await request.get("/404");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Siden blev ikke fundet");
});

test("security headers are set", async ({ request }) => {
  const response = await request.get("/admin");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("pages are cached, revalidated with ETag/304 and sent compressed", async ({ request }) => {
  const first = await request.get(`/${maler.cvr}/om-os`);
  expect(first.status()).toBe(200);
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^"\d+-/);
  expect(first.headers()["cache-control"]).toContain("stale-while-revalidate");
  expect(first.headers()["content-security-policy"]).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
  const second = await request.get(`/${maler.cvr}/om-os`, { headers: { "accept-encoding": "br, gzip" } });
  // From the published files (docs/decisions/026) once the site has been saved, else the page cache.
  expect(["file", "hit"]).toContain(second.headers()["x-site-cache"]);
  expect(second.headers()["content-encoding"]).toBe("br");
  expect(await second.text()).toContain(about.title);
  const revalidated = await request.get(`/${maler.cvr}/om-os`, { headers: { "if-none-match": etag } });
  expect(revalidated.status()).toBe(304);
});

test("sitemap.xml lists the main site's pages and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of [
    "/",
    "/om",
    "/funktioner",
    "/kontakt",
    "/privacy",
    "/faq",
    "/blog",
    "/tomrer-hjemmeside",
  ]) {
    expect(xml).toContain(`<loc>${MAIN_ORIGIN}${path}</loc>`);
  }
  for (const post of blogPosts) expect(xml).toContain(`<loc>${MAIN_ORIGIN}/blog/${post.slug}</loc>`);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${MAIN_ORIGIN}/sitemap.xml`);
});

test("site images, content, video and icons are cached long and immutable; others for an hour", async ({
  request,
}) => {
  for (const path of [
    "/site-images/vvs-hero.svg",
    "/content/og-haandvaerkernet.png",
    "/video/guide-poster.webp",
    "/favicon.ico",
    "/apple-touch-icon.png",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
});
