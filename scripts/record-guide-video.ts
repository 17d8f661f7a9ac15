// npm run record:guide — records the video guide on the landing page: a real onboarding of an
// offline-register company in Chromium on a phone-sized screen, with Danish captions (WebVTT) timed
// from the steps as they happen, and a poster image. Writes public/video/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { chromiumLaunchOptions } from "../tests/chromium";
import { startServer } from "./lib/test-server";

const PORT = Number(process.env.RECORD_PORT ?? 3320);
const OUT = path.resolve("public/video");
const SIZE = { width: 390, height: 844 };

// Playwright records video through its own ffmpeg build, which cannot be downloaded here: point it
// at Debian's ffmpeg (installed on demand) through a private browsers folder.
if (!fs.existsSync("/usr/bin/ffmpeg")) {
  execFileSync("apt-get", ["install", "-y", "-qq", "ffmpeg"], { stdio: "inherit" });
}
const browsersDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-pw-"));
const browsersJson = path.resolve("node_modules/playwright-core/browsers.json");
const ffmpeg = (
  JSON.parse(fs.readFileSync(browsersJson, "utf8")) as { browsers: Array<{ name: string; revision: string }> }
).browsers.find((browser) => browser.name === "ffmpeg");
fs.mkdirSync(path.join(browsersDir, `ffmpeg-${ffmpeg?.revision}`), { recursive: true });
fs.symlinkSync("/usr/bin/ffmpeg", path.join(browsersDir, `ffmpeg-${ffmpeg?.revision}`, "ffmpeg-linux"));
process.env.PLAYWRIGHT_BROWSERS_PATH = browsersDir;
// Imported only now: Playwright reads PLAYWRIGHT_BROWSERS_PATH when it loads.
const { chromium } = await import("playwright-core");

const server = await startServer({ port: PORT });
const browser = await chromium.launch(chromiumLaunchOptions);
const videoDir = fs.mkdtempSync(path.join(server.dataDir, "video-"));
const context = await browser.newContext({
  viewport: SIZE,
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  recordVideo: { dir: videoDir, size: SIZE },
});
const started = Date.now();
const cues: Array<{ start: number; text: string }> = [];
const caption = (text: string) => cues.push({ start: (Date.now() - started) / 1000, text });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/onboarding`);
  caption("Skriv virksomhedens CVR-nummer");
  await pause(800);
  await page.getByLabel("CVR-nummer").pressSequentially("62601817", { delay: 120 });
  await page.getByRole("button", { name: "Find virksomhed" }).click();
  caption("Vi henter navn og adresse i CVR-registret");
  await page.getByRole("heading", { name: "Bekræft oplysningerne" }).waitFor();
  await pause(1500);
  caption("Har I en hjemmeside, læser vi den. Ellers sæt flueben");
  await page.getByLabel("Vi har ikke nogen hjemmeside").check();
  await pause(1000);
  await page.getByRole("button", { name: "Næste" }).click();
  caption("Vælg den email og det password, du vil logge ind med");
  await page.getByLabel("Email").fill("");
  await page.getByLabel("Email").pressSequentially("ejer@hansen-toemrer.dk", { delay: 50 });
  await page.getByLabel("Password", { exact: true }).pressSequentially("hemmelig1", { delay: 60 });
  await page.getByLabel("Gentag password").pressSequentially("hemmelig1", { delay: 60 });
  await page.getByLabel(/Jeg accepterer/).check();
  await pause(700);
  await page.getByRole("button", { name: "Opret hjemmeside" }).click();
  caption("Vi skriver teksterne og bygger siderne");
  await page.waitForURL(/newsite=true/);
  caption("Din nye hjemmeside er klar");
  await pause(2000);
  const close = page.getByRole("button", { name: "Se hjemmeside" });
  if (await close.isVisible()) await close.click();
  caption("Ret tekster, billeder og åbningstider, når det passer dig");
  for (let y = 0; y < 4; y++) {
    await page.mouse.wheel(0, 500);
    await pause(900);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await pause(800);
  fs.mkdirSync(OUT, { recursive: true });
  await sharp(await page.screenshot())
    .webp({ quality: 80 })
    .toFile(path.join(OUT, "guide-poster.webp"));
  const video = page.video();
  await context.close();
  const recorded = await video!.path();
  fs.copyFileSync(recorded, path.join(OUT, "guide.webm"));
  const end = (Date.now() - started) / 1000;
  fs.writeFileSync(path.join(OUT, "guide.da.vtt"), toVtt(cues, end));
  console.log(
    `public/video/guide.webm (${(fs.statSync(path.join(OUT, "guide.webm")).size / 1024).toFixed(0)} KB), ${cues.length} captions, ${end.toFixed(1)} s`,
  );
} finally {
  await browser.close();
  await server.stop();
}

function toVtt(list: Array<{ start: number; text: string }>, end: number): string {
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const hh = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
    const mm = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, "0");
    const ss = String(Math.floor((ms % 60_000) / 1000)).padStart(2, "0");
    return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
  };
  const body = list.map(
    (cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(list[i + 1]?.start ?? end)}\n${cue.text}\n`,
  );
  return `WEBVTT\n\n${body.join("\n")}`;
}
