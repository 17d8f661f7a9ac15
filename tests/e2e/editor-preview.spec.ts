import type { Frame, Page } from "@playwright/test";
import { createOwnCompany } from "./e2e-database";
import { expect, logInWithEmail, siteOrigin, test } from "./helpers";

// Issue 23: the page editor's preview IS the public page. Both are rendered by the same renderer
// (SitePage) from the same view, so their markup must be the same. What a preview must differ in
// (app/components/admin/page-editor/site-preview.tsx) is kept out of the comparison by the test's
// setup, not by filtering: nothing is edited before comparing, and the company has no draft page.
// The serialisation below only removes what is not markup: the empty comments server rendering puts
// between text parts, attribute order and the spelling of style attributes (compared as the browser
// reads them).
test.describe.configure({ timeout: 120_000 });

const previewFrame = async (page: Page): Promise<Frame> => {
  const iframe = page.locator('iframe[title="Forhåndsvisning af siden"]');
  // The iframe element can be in the page a moment before its document is: wait for both.
  let frame: Frame | null = null;
  await expect
    .poll(async () => {
      frame = (await (await iframe.elementHandle())?.contentFrame()) ?? null;
      return frame !== null && (await frame.locator("[data-preset]").count()) > 0;
    })
    .toBe(true);
  return frame!;
};

/** The customer page's root (the element carrying the theme) as canonical text, one node a line. */
function canonicalSite(root: Page | Frame): Promise<string> {
  return root.locator("[data-preset]").evaluate((element) => {
    const lines: string[] = [];
    let text = "";
    const flush = () => {
      const clean = text.replace(/\s+/g, " ").trim();
      if (clean) lines.push(`"${clean}"`);
      text = "";
    };
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        text += node.textContent ?? "";
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      flush();
      const el = node as HTMLElement;
      // A preview's phone links carry no `ping`: the owner's own taps are never counted (issue 25).
      const attributes = Array.from(el.attributes)
        .filter((attribute) => attribute.name !== "ping")
        .map((attribute) =>
          attribute.name === "style" ? `style=${el.style.cssText}` : `${attribute.name}=${attribute.value}`,
        )
        .sort();
      lines.push(`<${el.localName}${attributes.map((a) => ` ${a}`).join("")}>`);
      for (const child of Array.from(el.childNodes)) walk(child);
      flush();
      lines.push(`</${el.localName}>`);
    };
    walk(element);
    return lines.join("\n");
  });
}

/** A company of the test's own, its owner logged in on the page editor. */
async function openPagesAsNewOwner(page: Page) {
  const own = await createOwnCompany();
  await logInWithEmail(page, own.email);
  await page.goto("/admin/pages");
  return own;
}

test("the editor's preview is the public page: same markup for the homepage and a subpage, quote form included", {
  tag: "@phone",
}, async ({ page }) => {
  const own = await openPagesAsNewOwner(page);
  const frame = await previewFrame(page);
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();

  // What the old preview left out: the quote form, the header's "Få et tilbud", the privacy link.
  await expect(frame.locator("form").filter({ hasText: "Hvad skal laves?" })).toHaveCount(1);
  await expect(frame.getByRole("link", { name: "Få et tilbud" }).first()).toBeAttached();
  await expect(frame.getByRole("contentinfo").getByRole("link", { name: /privatlivspolitik/i })).toHaveCount(
    1,
  );
  const homeInPreview = await canonicalSite(frame);

  // A subpage, chosen in the editor's page list.
  const subpage = page.getByRole("navigation", { name: "Sider på hjemmesiden" }).getByRole("link").nth(1);
  const subpageName = (await subpage.innerText()).trim();
  await subpage.click();
  await expect(page).toHaveURL(/side=/);
  const subFrame = await previewFrame(page);
  await expect(subFrame.locator("main h1")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Rediger ${subpageName}` })).toBeVisible();
  const address = page.locator('form[aria-labelledby="editor-heading"] a[target="_blank"]');
  const slug = new URL((await address.getAttribute("href")) ?? "").pathname;
  const subInPreview = await canonicalSite(subFrame);

  await page.goto(`${siteOrigin(own.subdomain)}/`);
  const homeOnSite = await canonicalSite(page);
  await page.goto(`${siteOrigin(own.subdomain)}${slug}`);
  const subOnSite = await canonicalSite(page);

  expect(homeInPreview).toContain("Hvad skal laves?");
  expect(homeInPreview).toBe(homeOnSite);
  expect(subInPreview).toBe(subOnSite);
});

test("the Billeder tab shows the trade's drawing the page shows, and choosing a layout without image removes it", {
  tag: "@phone",
}, async ({ page }) => {
  await openPagesAsNewOwner(page);
  await page.getByRole("navigation", { name: "Sider på hjemmesiden" }).getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/side=/);
  await page.getByRole("tab", { name: "Layout", exact: true }).click();
  await page.getByRole("radio", { name: "Tekst med billede", exact: true }).check();
  await page.getByRole("tab", { name: "Billeder", exact: true }).click();

  const slot = page.getByRole("group", { name: "Billede ved teksten", exact: true });
  await expect(slot.getByText("Intet billede valgt")).toHaveCount(0);
  await expect(slot.getByText("Standardbillede: en tegning til dit fag", { exact: true })).toBeVisible();
  const shown = slot.getByRole("img", { name: /^Standardbillede: en tegning til dit fag: / });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // It is the picture the page shows beside its text.
  const src = await shown.getAttribute("src");
  expect(src).toMatch(/^\/site-images\/[a-z]+-detail\.svg$/);
  const frame = await previewFrame(page);
  await expect(frame.locator(`main img[src="${src}"]`)).toHaveCount(1);
  await expect(slot.getByRole("button", { name: "Vælg billede" })).toBeVisible();
  await expect(
    slot.getByText("Vil du ikke have et billede ved teksten, så vælg layoutet „Kun tekst“"),
  ).toBeVisible();

  // "Kun tekst": no picture on the page, no Billeder tab.
  await page.getByRole("tab", { name: "Layout", exact: true }).click();
  await page.getByRole("radio", { name: "Kun tekst", exact: true }).check();
  await expect(page.getByRole("tab", { name: "Billeder", exact: true })).toHaveCount(0);
  await expect(frame.locator(`main img[src="${src}"]`)).toHaveCount(0);
});
