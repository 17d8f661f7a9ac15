import fs from "node:fs";

/**
 * How every browser this project starts is launched: Debian's Chromium (Playwright's own browser
 * download does not work here) with the flags that keep it quiet on a machine without internet.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell (the same Chromium release, the
 * headless shell Playwright itself runs headless by default), which took a quarter less CPU than the
 * full browser for the same tests (docs/testing.md); the full Chromium when the shell is not
 * installed (scripts/ensure-chromium.sh installs both). Lighthouse and the screenshots keep the full browser.
 */
export const e2eLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath:
    process.env.CHROMIUM_PATH ??
    (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunchOptions.executablePath),
};
