import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { blogPosts } from "../../app/content/blog";
import { demoCompany, expect, logIn, siteOrigin, test } from "./helpers";

// The W3C Nu HTML checker (vnu-jar, on Java) validates the served HTML of every page type, all in one
// run over a folder of files. Pages are saved as the server sends them (public pages) or as the
// browser has them after hydration (signed-in admin pages). Only errors fail; warnings are printed.
test.describe.configure({ timeout: 180_000 });

const run = promisify(execFile);
// vnu-jar is CommonJS whose export is the jar's path (no types).
const require = createRequire(import.meta.url);
const vnuJar = require("vnu-jar") as string;

test("every page type is valid HTML according to the W3C checker", async ({ page, request }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
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
  };
  for (const [name, url] of Object.entries(publicPages)) {
    // Node cannot resolve *.localhost: ask the server on localhost with the site's Host header.
    const target = new URL(url, "http://localhost");
    const response = url.startsWith("http")
      ? await request.get(`${target.pathname}`, { headers: { Host: target.host } })
      : await request.get(url);
    fs.writeFileSync(path.join(dir, `${name}.html`), await response.text());
  }
  await logIn(page, 3);
  for (const name of ["dashboard", "pages", "images", "settings", "subscription"]) {
    await page.goto(`/admin/${name}`);
    // The page is hydrated and drawn (not "networkidle": the editor's live preview may keep loading).
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    fs.writeFileSync(path.join(dir, `admin-${name}.html`), await page.content());
  }

  const { stdout, stderr } = await run(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", "--skip-non-html", dir],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stderr || stdout || "{}") as {
    messages?: Array<{ type: string; subType?: string; url?: string; message: string; extract?: string }>;
  };
  const messages = report.messages ?? [];
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${path.basename(m.url ?? "")}: ${m.message} [${(m.extract ?? "").trim().slice(0, 80)}]`);
  // React writes void elements as <meta … />: legal, and the checker's note on it is noise.
  const warnings = messages.filter(
    (m) => m.type !== "error" && m.subType !== "fatal" && !m.message.startsWith("Trailing slash on void"),
  );
  for (const warning of warnings)
    console.log(`vnu warning: ${path.basename(warning.url ?? "")}: ${warning.message}`);
  expect(fs.readdirSync(dir)).toHaveLength(Object.keys(publicPages).length + 5);
  expect(errors).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
