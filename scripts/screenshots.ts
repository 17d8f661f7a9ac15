// npm run screenshots: phone and desktop screenshots of a new site's and a filled site's homepage, for
// every style preset, into screenshots/ (git-ignored). Renders the real SitePage with the built CSS
// (run `npm run build` first), so no server or database is needed. See README "Looking at the sites".
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { SitePage, type SitePageProps } from "~/components/site/site-page";
import { STYLE_PRESETS, themeIdFor } from "~/lib/themes";
import { chromiumLaunchOptions } from "../tests/chromium";
import { filledSite, newSite } from "./lib/homepage-fixtures";

const OUT = path.resolve("screenshots");
const ASSETS = path.resolve("build/client/assets");

function builtCss(): string {
  const files = fs.existsSync(ASSETS) ? fs.readdirSync(ASSETS).filter((f) => f.endsWith(".css")) : [];
  const css = files
    .map((f) => fs.readFileSync(path.join(ASSETS, f), "utf8"))
    .find((text) => text.includes("site-hero-scrim"));
  if (!css) throw new Error("Ingen bygget CSS med kundesidens stilarter: kør `npm run build` først.");
  return css;
}

/** A stand-in photo (sky, a house with a red roof, lawn, a bright wall): bright areas test the hero's scrim. */
async function makePhoto(name: string, hue: number): Promise<string> {
  const file = path.join(OUT, "photos", `${name}.jpg`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${200 + hue} 70% 75%)"/><stop offset="1" stop-color="#f8fbff"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#s)"/>
    <rect y="760" width="1600" height="240" fill="hsl(${100 + hue} 45% 42%)"/>
    <rect x="700" y="480" width="640" height="300" fill="#fbfaf7"/>
    <polygon points="660,490 1020,250 1380,490" fill="hsl(${5 + hue} 65% 42%)"/>
    <rect x="780" y="560" width="110" height="110" fill="hsl(210 40% 30%)"/><rect x="1140" y="560" width="110" height="110" fill="hsl(210 40% 30%)"/>
    <rect x="960" y="600" width="100" height="180" fill="hsl(${30 + hue} 40% 35%)"/>
    <circle cx="300" cy="180" r="80" fill="#fff6d5"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file);
  return file;
}

function page(props: SitePageProps, css: string): string {
  const body = renderToStaticMarkup(createElement(SitePage, props));
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body>${body}</body></html>`;
}

async function main() {
  fs.mkdirSync(path.join(OUT, "photos"), { recursive: true });
  const css = builtCss();
  const photos = new Map<string, string>();
  for (const [i, name] of ["hero", "tag", "tilbygning", "vinduer", "ejer"].entries()) {
    photos.set(name, await makePhoto(name, i * 12));
  }
  const photo = (name: string) => photos.get(name) ?? "";
  const browser = await chromium.launch(chromiumLaunchOptions);
  const devices = [
    {
      name: "phone",
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
    {
      name: "desktop",
      viewport: { width: 1366, height: 900 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
    },
  ];
  const written: string[] = [];
  for (const preset of STYLE_PRESETS) {
    const theme = themeIdFor(preset.defaultPalette, preset.id);
    for (const [kind, props] of [
      ["ny", newSite(theme)],
      ["udfyldt", filledSite(theme, photo)],
    ] as const) {
      const html = path.join(OUT, `${preset.id}-${kind}.html`);
      fs.writeFileSync(html, page(props, css));
      for (const device of devices) {
        const context = await browser.newContext(device);
        const tab = await context.newPage();
        await tab.goto(`file://${html}`);
        // A full-page shot never scrolls, so lazy images below the fold would stay empty.
        await tab.evaluate(async () => {
          const images = [...document.images];
          for (const image of images) image.loading = "eager";
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        });
        const file = path.join(OUT, `${preset.id}-${kind}-${device.name}.png`);
        await tab.screenshot({ path: file, fullPage: true });
        const height = await tab.evaluate(() => document.documentElement.scrollHeight);
        written.push(
          `${path.relative(process.cwd(), file)} (${(height / device.viewport.height).toFixed(1)} skærme)`,
        );
        await context.close();
      }
    }
  }
  await browser.close();
  console.log(written.join("\n"));
}

await main();
