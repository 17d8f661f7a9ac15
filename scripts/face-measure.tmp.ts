import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "/work/wt-face/tests/chromium";

const file = process.argv[2]!;
const browser = await chromium.launch(chromiumLaunchOptions);
const ctx = await browser.newContext({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
});
const tab = await ctx.newPage();
await tab.goto(`file://${file}`);
await tab.evaluate(async () => {
  for (const i of document.images) i.loading = "eager";
  await Promise.all([...document.images].map((i) => i.decode().catch(() => 0)));
});
const rows = await tab.evaluate(() => {
  const out: string[] = [];
  const root = document.querySelector("[data-preset]")!;
  for (const el of root.children) {
    if (el.tagName === "MAIN") {
      for (const sec of el.querySelector(".site-home")?.children ?? el.children)
        out.push(
          `  ${sec.tagName}#${sec.id || sec.getAttribute("aria-labelledby") || sec.className.slice(0, 30)}: ${Math.round(sec.getBoundingClientRect().height)}`,
        );
    } else
      out.push(
        `${el.tagName}.${el.id || el.className.slice(0, 30)}: ${Math.round(el.getBoundingClientRect().height)}`,
      );
  }
  out.push(`total ${document.documentElement.scrollHeight}`);
  return out;
});
console.log(rows.join("\n"));
await browser.close();
