import type { Page } from "@playwright/test";
import { contactPage } from "../../app/content/contact";
import { expect, expectNoAxeViolations, test } from "./helpers";
import { collectConsoleErrors, expectPageMeta, MAIN_ORIGIN } from "./marketing-helpers";

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

test("/kontakt has the form with labelled fields and its metadata", async ({ page }) => {
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

test("sending a message shows 'Sender...', then the thanks, and empties the form", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/kontakt");
  await fillForm(page, {
    name: "Mette Holm",
    email: "mette@example.dk",
    message: "Kan I flytte mit domæne?",
  });

  // Hold the request until the sending state has been seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/sendContactEmail", async (route) => {
    await released;
    await route.continue();
  });
  const responsePromise = page.waitForResponse("**/api/sendContactEmail");
  await page.getByRole("button", { name: "Send besked" }).click();
  await expect(page.getByRole("button", { name: "Sender..." })).toBeDisabled();
  release();

  const response = await responsePromise;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  expect(response.request().postDataJSON()).toMatchObject({
    name: "Mette Holm",
    email: "mette@example.dk",
    message: "Kan I flytte mit domæne?",
  });
  await expect(page.getByRole("status")).toHaveText(
    "Tak for din henvendelse! Vi vender tilbage hurtigst muligt.",
  );
  await expect(page.getByLabel("Navn")).toHaveValue("");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Besked")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send besked" })).toBeEnabled();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a failing server shows 'Beskeden kunne ikke sendes' in a red box and keeps the text", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 500/); // the browser reports the failed answer the test provokes
  await page.goto("/kontakt");
  await page.route("**/api/sendContactEmail", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"fejl"}' }),
  );
  await fillForm(page);
  await page.getByRole("button", { name: "Send besked" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Beskeden kunne ikke sendes");
  await expect(alert).toHaveClass(/\bbg-red-50\b/);
  await expect(alert).toHaveClass(/\bborder-red-700\b/);
  await expect(page.getByLabel("Besked")).toHaveValue("Hej!");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("empty fields are refused next to each field without sending", async ({ page }) => {
  await page.goto("/kontakt");
  let sent = false;
  await page.route("**/api/sendContactEmail", (route) => {
    sent = true;
    return route.continue();
  });
  await page.getByRole("button", { name: "Send besked" }).click();
  await expect(page.getByText("Navn er påkrævet").first()).toBeVisible();
  await expect(page.getByText("Email er påkrævet").first()).toBeVisible();
  await expect(page.getByText("Besked er påkrævet").first()).toBeVisible();
  // Focus moves to the announced error summary (tests/e2e/form-errors.spec.ts checks it in detail).
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByLabel("Navn")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Navn").fill("Ole");
  await page.getByLabel("Email", { exact: true }).fill("ikke-en-email");
  await page.getByRole("button", { name: "Send besked" }).click();
  await expect(page.getByText("Indtast en gyldig email").first()).toBeVisible();
  await expect(page.getByText("Navn er påkrævet")).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(sent).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still sends through the page itself", async ({ page }) => {
    await page.goto("/kontakt");
    await fillForm(page, {
      name: "Uden Script",
      email: "uden@example.dk",
      message: "Sendt uden JavaScript.",
    });
    await page.getByRole("button", { name: "Send besked" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Tak for din henvendelse! Vi vender tilbage hurtigst muligt.",
    );
    await expect(page.getByLabel("Navn")).toHaveValue("");
  });

  test("missing fields come back with their messages", async ({ page }) => {
    await page.goto("/kontakt");
    await page.getByLabel("Navn").fill("Kun Navn");
    await page.getByRole("button", { name: "Send besked" }).click();
    await expect(page.getByText("Email er påkrævet").first()).toBeVisible();
    await expect(page.getByText("Besked er påkrævet").first()).toBeVisible();
    await expect(page.getByLabel("Navn")).toHaveValue("Kun Navn");
  });
});

test.describe("POST /api/sendContactEmail", () => {
  const body = { name: "API Test", email: "api@example.dk", message: "Besked via API" };

  test("stores a valid message and answers ok", async ({ request }, testInfo) => {
    const headers = {
      Origin: MAIN_ORIGIN,
      "X-Forwarded-For": `198.51.100.${testInfo.project.name === "phone" ? 11 : 1}`,
    };
    const response = await request.post("/api/sendContactEmail", { data: body, headers });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  test("refuses missing fields with the Danish messages", async ({ request }) => {
    const response = await request.post("/api/sendContactEmail", {
      data: { name: "", email: "", message: "" },
      headers: { Origin: MAIN_ORIGIN },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      name: "Navn er påkrævet",
      email: "Email er påkrævet",
      message: "Besked er påkrævet",
    });
  });

  test("refuses the sixth message from one address within ten minutes", async ({ request }, testInfo) => {
    const headers = {
      Origin: MAIN_ORIGIN,
      "X-Forwarded-For": `198.51.100.${testInfo.project.name === "phone" ? 12 : 2}`,
    };
    for (let i = 0; i < 5; i++) {
      const response = await request.post("/api/sendContactEmail", { data: body, headers });
      expect(response.status()).toBe(200);
    }
    const refused = await request.post("/api/sendContactEmail", { data: body, headers });
    expect(refused.status()).toBe(429);
  });

  test("only answers POST", async ({ request }) => {
    const response = await request.get("/api/sendContactEmail");
    expect(response.status()).toBe(405);
  });
});
