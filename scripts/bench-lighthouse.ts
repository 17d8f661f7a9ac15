// npm run bench:lighthouse — Lighthouse (mobile, its default throttling) in Debian's Chromium on the
// pages our budgets name: a customer homepage and sub-page, the landing page, a trade page and a blog
// post, the contact form and onboarding. Starts the production build on a fresh embedded database (the demo seed) and prints the
// four category scores per page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { blogPosts } from "~/content/blog";
import { demoCompany } from "~/server/seed/demo-companies";
import { chromiumLaunchOptions } from "../tests/chromium";
import { startServer } from "./lib/test-server";
import { switchOnTrustSections } from "./lib/trust-sections-fixture";

const PORT = Number(process.env.BENCH_PORT ?? 3350);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const site = `http://${demoCompany(3).baseSubdomain}.localhost:${PORT}`;
const main = `http://localhost:${PORT}`;
const trustSite = demoCompany(4);
const pages: Array<[string, string]> = [
  ["Kundeside: forside", `${site}/`],
  ["Kundeside: /om-os", `${site}/om-os`],
  ["Kundeside: forside med alle tillidssektioner", `http://${trustSite.baseSubdomain}.localhost:${PORT}/`],
  ["Forside (landing)", `${main}/`],
  ["Fagside /tomrer-hjemmeside", `${main}/tomrer-hjemmeside`],
  [`Blogindlæg /blog/${blogPosts[0]!.slug}`, `${main}/blog/${blogPosts[0]!.slug}`],
  ["Kontaktformular /kontakt", `${main}/kontakt`],
  ["Oprettelse /onboarding", `${main}/onboarding`],
];

// `npm run bench:lighthouse -- kontakt` measures only the pages whose name or address contains "kontakt".
const only = process.argv[2];
const chosen = only ? pages.filter(([name, url]) => name.includes(only) || url.includes(only)) : pages;

const server = await startServer({ port: PORT, env: { LOG_REQUESTS: "false" } });
await switchOnTrustSections(server.dataDir, trustSite.cvr);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: chromiumLaunchOptions.args,
});
try {
  console.log(`| side | ${CATEGORIES.join(" | ")} |`);
  console.log(`| --- | ${CATEGORIES.map(() => "---:").join(" | ")} |`);
  for (const [name, url] of chosen) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const categories = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    console.log(`| ${name} | ${scores.join(" | ")} |`);
    if (result?.lhr.runtimeError)
      console.log(`    fejl: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const metrics = result?.lhr.audits;
    if (metrics) {
      const value = (id: string) => metrics[id]?.displayValue ?? "–";
      console.log(
        `    FCP ${value("first-contentful-paint")}, LCP ${value("largest-contentful-paint")}, TBT ${value("total-blocking-time")}, CLS ${value("cumulative-layout-shift")}`,
      );
    }
    const failing = Object.values(result?.lhr.audits ?? {}).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
    );
    for (const audit of failing) console.log(`    ikke bestået: ${audit.id} (${audit.title})`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
