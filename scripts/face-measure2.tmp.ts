import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium";

const file = process.argv[2]!;
const sel = process.argv[3]!;
const browser = await chromium.launch(chromiumLaunchOptions);
const ctx = await browser.newContext({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
});
const tab = await ctx.newPage();
await tab.goto(`file://${file}`);
const rows = (await tab.evaluate(`(() => {
  const out = [];
  function walk(el, depth) {
    out.push("  ".repeat(depth) + el.tagName + (el.id ? "#" + el.id : "") + " " + (el.textContent || "").trim().slice(0, 40).replace(/\\s+/g, " ") + ": " + Math.round(el.getBoundingClientRect().height));
    if (depth < 4) for (const c of el.children) walk(c, depth + 1);
  }
  walk(document.querySelector(${JSON.stringify(sel)}), 0);
  return out;
})()`)) as string[];
console.log(rows.join("\n"));
await browser.close();
