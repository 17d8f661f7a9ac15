import { blogPosts } from "../../app/content/blog";
import { demoCompany, expect, logIn, logInAsOwner, siteOrigin, test } from "./helpers";
import { htmlCheckerErrors } from "./html-checker";
import { createUnprovedCompany } from "./unproved-company";

// The W3C Nu HTML checker (vnu-jar, on Java) validates the served HTML of every page type, all in one
// run over a folder of files. Pages are saved as the server sends them (public pages) or as the
// browser has them after hydration (signed-in admin pages). Only errors fail; warnings are printed.
test.describe.configure({ timeout: 180_000 });

test("every page type is valid HTML according to the W3C checker", async ({ page, request }) => {
  const html: Record<string, string> = {};
  // The ownership pages differ until a site's CVR number is proved (issue 27).
  const unproved = await createUnprovedCompany();
  const company = demoCompany(3);
  const site = siteOrigin(company.baseSubdomain);
  const subpage = company.pages.find((p) => p.type !== "homepage")!;
  const publicPages: Record<string, string> = {
    landing: "/",
    static: "/om",
    contact: "/kontakt",
    faq: "/faq",
    blog: "/blog",
    "blog-post": `/blog/${blogPosts[0]!.slug}`,
    trade: "/tomrer-hjemmeside",
    onboarding: "/onboarding",
    login: "/admin",
    "forgot-password": "/admin/glemt-password",
    "not-found": "/findes-ikke/her",
    "site-home": `${site}/`,
    "site-subpage": `${site}/${subpage.slug}`,
    "site-on-main-host": `/${company.cvr}`,
    takeover: unproved.takeoverPath,
  };
  for (const [name, url] of Object.entries(publicPages)) {
    // Node cannot resolve *.localhost: ask the server on localhost with the site's Host header.
    const target = new URL(url, "http://localhost");
    const response = url.startsWith("http")
      ? await request.get(`${target.pathname}`, { headers: { Host: target.host } })
      : await request.get(url);
    html[name] = await response.text();
  }
  await logIn(page, 3);
  const adminPage = async (name: string, url: string) => {
    await page.goto(url);
    // The page is hydrated and drawn (not "networkidle": the editor's live preview may keep loading).
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    html[name] = await page.content();
  };
  for (const name of [
    "dashboard",
    "pages",
    "images",
    "settings",
    "subscription",
    "settings/soegemaskiner",
    "ejerskab",
  ]) {
    await adminPage(`admin-${name}`, `/admin/${name}`);
  }
  await logInAsOwner(page, unproved);
  await adminPage("admin-ejerskab-unproved", `${siteOrigin(unproved.subdomain)}/admin/ejerskab`);

  expect(await htmlCheckerErrors(html)).toEqual([]);
});
