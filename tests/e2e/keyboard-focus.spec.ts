import type { CDPSession, Page, TestInfo } from "@playwright/test";
import { blogPosts } from "../../app/content/blog";
import { marketingPages } from "../../app/content/pages";
import { demoCompany, expect, logIn, logInAsOwner, siteOrigin, test } from "./helpers";
import { createUnprovedCompany } from "./unproved-company";

// WCAG 2.4.11/2.4.12: a keyboard user must always see what has focus. This walks every focusable
// element of each page with Tab and then with Shift+Tab (the direction that scrolls things up under a
// sticky header) at 1366 px (desktop project) and, for the tests tagged @phone, 390 px (phone project), and after every key checks
// that no element with position fixed or sticky (headers, save bars, bottom call bars, whatever lands
// later) overlaps the focused element, and that the focused element is inside the viewport.
// Nothing here changes data: demo company 3's site and admin are only read (the ownership pages use a
// company of their own that has not proved its CVR number).
test.describe.configure({ timeout: 120_000 });

const COMPANY = 3;
const MAX_STEPS = 250;

function useViewport(page: Page, testInfo: TestInfo) {
  return page.setViewportSize(
    testInfo.project.name === "phone" ? { width: 390, height: 844 } : { width: 1366, height: 768 },
  );
}

type FocusReport = { id: string; transit: boolean; name: string; covers: string[]; inView: boolean } | null;

/**
 * Runs in the page: describes the focused element and every fixed/sticky element painted over any
 * part of it. Which elements are fixed or sticky is computed once per page (kept on window), since
 * scrolling does not change it; whether one is painted on top is asked with elementFromPoint, so a
 * skip link shown above the header (higher z-index) is not counted as covered.
 */
function inspectFocus(): FocusReport {
  const describe = (el: Element) => {
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ");
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text.slice(0, 40)}"`;
  };
  const state = window as unknown as { __pinned?: Element[] };
  state.__pinned ??= [...document.querySelectorAll("body *")].filter((other) => {
    const position = getComputedStyle(other).position;
    return position === "fixed" || position === "sticky";
  });
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  // A stable key (its place in the tree), the same after a reload; inside a same-origin iframe
  // (the page editor's preview) the focused element within it is part of the key.
  const keyOf = (node: Element | null): string => {
    // A radio group is one tab stop: Tab enters it at the first radio, Shift+Tab at the last (the
    // browser's rule when none is checked), so the group, not the radio, is what is reached.
    const radio = node as HTMLInputElement | null;
    if (radio?.tagName === "INPUT" && radio.type === "radio" && radio.name) {
      return `${keyOf(radio.closest("fieldset") ?? radio.parentElement)}>radio:${radio.name}`;
    }
    const parts: string[] = [];
    for (let at = node; at?.parentElement; at = at.parentElement) {
      parts.unshift(`${at.tagName}${[...at.parentElement.children].indexOf(at)}`);
    }
    return parts.join(">");
  };
  const inner = el instanceof HTMLIFrameElement ? el.contentDocument?.activeElement : null;
  const id = inner ? `${keyOf(el)}|${keyOf(inner)}` : keyOf(el);
  // Entering a frame backwards can stop on the frame's own document once: not a control.
  const transit = inner !== null && inner !== undefined && inner === inner.ownerDocument.body;
  let box = el.getBoundingClientRect();
  // A <video controls> gets focus on its own control bar (inside the browser's shadow DOM, at the
  // bottom of the player): that strip is what must be visible.
  if (el instanceof HTMLVideoElement && el.controls) {
    box = new DOMRect(box.left, Math.max(box.top, box.bottom - 48), box.width, Math.min(48, box.height));
  }
  const covers: string[] = [];
  for (const other of state.__pinned) {
    if (other.contains(el) || el.contains(other)) continue;
    if (getComputedStyle(other).visibility === "hidden") continue;
    const o = other.getBoundingClientRect();
    if (o.width < 2 || o.height < 2) continue;
    const left = Math.max(box.left, o.left);
    const right = Math.min(box.right, o.right);
    const top = Math.max(box.top, o.top);
    const bottom = Math.min(box.bottom, o.bottom);
    if (right <= left || bottom <= top) continue;
    // Points inset from the edges, so a rounded corner's transparent pixels do not count.
    const dx = Math.min(4, (right - left) / 4);
    const dy = Math.min(4, (bottom - top) / 4);
    const xs = [left + dx, (left + right) / 2, right - dx];
    const ys = [top + dy, (top + bottom) / 2, bottom - dy];
    const onTop = xs.some((x) =>
      ys.some((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && other.contains(hit) && !el.contains(hit);
      }),
    );
    if (onTop) covers.push(`${describe(other)} at y ${Math.round(o.top)}–${Math.round(o.bottom)}`);
  }
  // Visually hidden elements (1 px) are not checked for being in view; real controls are.
  const tiny = box.width <= 1 || box.height <= 1;
  const inView = tiny || (box.bottom > 0 && box.top < window.innerHeight);
  return {
    id,
    transit,
    name: `${describe(el)} at y ${Math.round(box.top)}–${Math.round(box.bottom)}`,
    covers,
    inView,
  };
}

/**
 * Installed in every frame of the page (an init script also runs in the page editor's preview
 * iframe): on each Tab keyup, which follows the keydown's focus move and scroll, the top window
 * records inspectFocus(). The walk then sends its keys in batches and reads the reports once per
 * batch, instead of a key press and an evaluate per stop.
 */
function focusRecorder(inspect: () => FocusReport): void {
  const frame = window as unknown as { __recordFocus?: () => void; __focusReports?: FocusReport[] };
  if (window === window.top) {
    frame.__focusReports = [];
    frame.__recordFocus = () => frame.__focusReports!.push(inspect());
  }
  window.addEventListener(
    "keyup",
    (event) => {
      if (event.key !== "Tab") return;
      try {
        (window.top as typeof frame | null)?.__recordFocus?.();
      } catch {
        // A cross-origin frame cannot reach the top window; the walk has none.
      }
    },
    true,
  );
}

/** Keys sent before the reports are read (a walk may overshoot its end by less than this). */
const BATCH = 20;

/** Tabs through the whole page in one direction; returns every problem seen and how many stops. */
async function walk(page: Page, cdp: CDPSession, path: string, key: "Tab" | "Shift+Tab") {
  // A fresh load per direction: nothing focused, scrolled to the top.
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path === "/404" ? 500 : 400);
  // Keys now come faster than a person types: let the page finish its start-up work first (React's
  // hydration replaces server-rendered controls), or the two walks may see two different pages.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  // The key events Playwright's keyboard.press("Tab") sends, with Shift as a modifier (8) going back.
  const tab = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, modifiers: key === "Tab" ? 0 : 8 };
  const problems: string[] = [];
  let first: string | null = null;
  let stops = 0;
  let read = 0;
  let done = false;
  const reached = new Set<string>();
  for (let sent = 0; sent < MAX_STEPS && !done; sent += BATCH) {
    // Input events reach the page in the order sent; each answer comes once the page has handled it.
    await Promise.all(
      Array.from({ length: BATCH }, () => [
        cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }),
        cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }),
      ]).flat(),
    );
    const reports = await page.evaluate(
      (from) => (window as unknown as { __focusReports: FocusReport[] }).__focusReports.slice(from),
      read,
    );
    read += reports.length;
    for (const report of reports) {
      if (!report) {
        if (stops > 0) done = true; // left the document: the walk is complete
        if (done) break;
        continue;
      }
      if (report.id === first) {
        done = true;
        break;
      }
      first ??= report.id;
      stops++;
      if (!report.transit) reached.add(report.id);
      for (const cover of report.covers) problems.push(`${key}: ${report.name} is covered by ${cover}`);
      if (!report.inView) problems.push(`${key}: ${report.name} is outside the viewport`);
    }
  }
  return { problems, stops, reached: [...reached].sort() };
}

/** A Chrome DevTools session on the page with the focus recorder installed in all its frames. */
async function focusWalker(page: Page) {
  // As source (not an argument, which would be JSON): the sites' CSP forbids eval in the page.
  await page.addInitScript({ content: `(${focusRecorder.toString()})(${inspectFocus.toString()});` });
  return page.context().newCDPSession(page);
}

async function expectFocusNeverCovered(page: Page, cdp: CDPSession, path: string) {
  const forward = await walk(page, cdp, path, "Tab");
  const backward = await walk(page, cdp, path, "Shift+Tab");
  expect(forward.stops, `${path}: Tab reaches something`).toBeGreaterThan(0);
  expect(backward.reached, `${path}: Shift+Tab reaches what Tab reaches`).toEqual(forward.reached);
  expect([...forward.problems, ...backward.problems], path).toEqual([]);
}

const FIRST_POST = `/blog/${blogPosts[0]!.slug}`;

// Every content page of the main site (one blog post stands for all), onboarding, the login pages and a 404.
const MAIN_PAGES = [
  ...marketingPages
    .map((page) => page.path)
    .filter((path) => !path.startsWith("/blog/") || path === FIRST_POST),
  "/admin",
  "/admin/glemt-password",
  "/404",
];

// The phone project walks one page of each layout (marketing page, article, onboarding, login) at
// 390 px; its sticky elements differ from the computer's (menu button header, bottom call bar).
const PHONE_PAGES = new Set(["/", FIRST_POST, "/onboarding", "/admin"]);

test.describe("focus is never hidden behind sticky content", () => {
  for (const path of MAIN_PAGES) {
    test(`main site ${path}`, PHONE_PAGES.has(path) ? { tag: "@phone" } : {}, async ({ page }, testInfo) => {
      await useViewport(page, testInfo);
      await expectFocusNeverCovered(page, await focusWalker(page), path);
    });
  }

  test("admin pages of a signed-in owner", { tag: "@phone" }, async ({ page }, testInfo) => {
    await useViewport(page, testInfo);
    await logIn(page, COMPANY);
    const cdp = await focusWalker(page);
    for (const path of ["dashboard", "pages", "images", "settings", "subscription", "ejerskab"]) {
      await expectFocusNeverCovered(page, cdp, `/admin/${path}`);
    }
  });

  test(
    "the ownership pages of a site whose CVR number is not proved yet",
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      await useViewport(page, testInfo);
      const own = await createUnprovedCompany();
      const cdp = await focusWalker(page);
      await expectFocusNeverCovered(page, cdp, own.takeoverPath);
      await logInAsOwner(page, own);
      await expectFocusNeverCovered(page, cdp, `${siteOrigin(own.subdomain)}/admin/ejerskab`);
    },
  );

  test("a customer site", { tag: "@phone" }, async ({ page }, testInfo) => {
    await useViewport(page, testInfo);
    const company = demoCompany(COMPANY);
    const origin = siteOrigin(company.baseSubdomain);
    const cdp = await focusWalker(page);
    for (const page_ of company.pages) {
      await expectFocusNeverCovered(
        page,
        cdp,
        page_.type === "homepage" ? `${origin}/` : `${origin}/${page_.slug}`,
      );
    }
    await expectFocusNeverCovered(page, cdp, `/${company.cvr}`);
  });
});
