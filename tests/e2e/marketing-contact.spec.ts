import type { Page } from "@playwright/test";
import { contactPage } from "../../app/content/contact";
import { expect, expectNoAxeViolations, test } from "./helpers";
import { expectPageMeta } from "./marketing-helpers";

// The server trusts X-Forwarded-For from loopback: each test sends from its own address, so the
// contact form's rate limit (5 per address per 10 minutes) never couples the tests.
let addressCounter = 0;
function useOwnAddress(page: Page, project: string) {
  addressCounter += 1;
  return page.setExtraHTTPHeaders({
    "X-Forwarded-For": `203.0.113.${(project === "phone" ? 100 : 0) + addressCounter}`,
  });
}

async function fillForm(
  page: Page,
  values = { name: "Mette Holm", email: "mette@example.dk", message: "Hej!" },
) {
  await page.getByLabel("Navn").fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Besked").fill(values.message);
}

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo.project.name);
});

test("/kontakt has the form with labelled fields and its metadata", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/kontakt");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt os" })).toBeVisible();
  await expect(page.getByLabel("Navn")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Besked")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send besked" })).toBeEnabled();
  // The spam trap is out of sight and out of the tab order.
  const trap = page.getByLabel("Lad dette felt være tomt (spamfilter)");
  await expect(trap).toHaveAttribute("tabindex", "-1");
  const box = await trap.locator("..").boundingBox();
  expect(box?.width).toBeLessThanOrEqual(1);
  expect(box?.height).toBeLessThanOrEqual(1);
  await expectPageMeta(page, { ...contactPage.meta, path: "/kontakt" });
  await expectNoAxeViolations(page);
});

/** Every script the page loads (external files), seen on the network and in the HTML. */
async function scriptFilesOf(page: Page, path: string) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState("load");
  return { requested, tags: await page.locator("script[src], link[rel=modulepreload]").count() };
}

test("/kontakt loads no JavaScript file", async ({ page }) => {
  const { requested, tags } = await scriptFilesOf(page, "/kontakt");
  expect(requested).toEqual([]);
  expect(tags).toBe(0);
});

// The page is a plain HTML form (no JavaScript files): these run with JavaScript on and off.
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript on" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a message is sent, answered with 303 and the thanks, and the form is empty", async ({ page }) => {
      await page.goto("/kontakt");
      await fillForm(page, {
        name: "Mette Holm",
        email: "mette@example.dk",
        message: "Kan I flytte mit domæne?",
      });
      const post = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/kontakt"),
      );
      await page.getByRole("button", { name: "Send besked" }).click();
      expect((await post).status()).toBe(303);
      await expect(page).toHaveURL(/\/kontakt\?sendt=1$/);
      const status = page.getByRole("status");
      await expect(status).toHaveText("Tak for din henvendelse! Vi vender tilbage hurtigst muligt.");
      if (javaScriptEnabled) await expect(status).toBeFocused();
      await expect(page.getByLabel("Navn")).toHaveValue("");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
      await expect(page.getByLabel("Besked")).toHaveValue("");
      // axe-core runs as a script in the page, so only with JavaScript on.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });

    test("missing and wrong fields come back next to each field with the typed values", async ({ page }) => {
      await page.goto("/kontakt");
      await page.getByLabel("Navn").fill("Kun Navn");
      await page.getByLabel("Besked").fill("Min tekst");
      await page.getByRole("button", { name: "Send besked" }).click();
      await expect(page.getByText("Email er påkrævet")).toHaveCount(2);
      await expect(page.getByText("Navn er påkrævet")).toHaveCount(0);
      await expect(page.getByLabel("Navn")).toHaveValue("Kun Navn");
      await expect(page.getByLabel("Besked")).toHaveValue("Min tekst");
      await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
      const summary = page.getByRole("alert");
      await expect(summary).toContainText("Email er påkrævet");
      // The summary carries autofocus, so the browser focuses it on load (without any script).
      await expect(summary).toHaveAttribute("autofocus", "");
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      await page.getByLabel("Email", { exact: true }).fill("ikke-en-email");
      await page.getByRole("button", { name: "Send besked" }).click();
      await expect(page.getByText("Indtast en gyldig email").first()).toBeVisible();
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue("ikke-en-email");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

test("the sixth message from one address is refused in a red box with the text kept", async ({ page }) => {
  await page.goto("/kontakt");
  for (let i = 0; i < 5; i++) {
    await fillForm(page);
    await page.getByRole("button", { name: "Send besked" }).click();
    await expect(page.getByRole("status")).toBeVisible();
  }
  await fillForm(page, { name: "Mette Holm", email: "mette@example.dk", message: "Sjette besked" });
  await page.getByRole("button", { name: "Send besked" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Beskeden kunne ikke sendes");
  await expect(alert).toContainText("Du har sendt mange beskeder på kort tid");
  await expect(alert).toHaveClass(/\bbg-red-50\b/);
  await expect(page.getByLabel("Besked")).toHaveValue("Sjette besked");
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("a filled-in spam trap gets the same thanks as a person", async ({ page }) => {
  await page.goto("/kontakt");
  await fillForm(page);
  await page.getByLabel("Lad dette felt være tomt (spamfilter)").fill("http://spam.example");
  await page.getByRole("button", { name: "Send besked" }).click();
  await expect(page.getByRole("status")).toBeVisible();
});

test("?cvr= prefills the message for 'Er det din virksomhed?'", async ({ page }) => {
  await page.goto("/kontakt?cvr=12345678");
  await expect(page.getByLabel("Besked")).toHaveValue(/CVR-nummer 12345678 er allerede registreret/);
});
