import type { Browser, BrowserContext, BrowserContextOptions, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { QUOTE_MESSAGES } from "../../app/schemas/quote-request";
import { MAILBOX_DIR } from "../../playwright.config";
import { createOwnCompany, type OwnCompany } from "./e2e-database";
import {
  type ConsoleErrors,
  expect,
  expectNoAxeViolations,
  logInWithEmail,
  siteOrigin,
  test,
} from "./helpers";
import { decodeQuotedPrintable, readMailbox } from "./smtp-mailbox";

// "Få et tilbud" end to end: a visitor sends two photos (phone with JavaScript off, desktop with it
// on), lands on the thank-you page, the owner finds the request in the admin inbox with both photos,
// and exactly one notification reached the run's SMTP server (global setup). Each test has a company
// of its own and its own visitor address (the form's per-address limit). The e2e server's minimum fill
// time is off (playwright.config.ts): app/routes/site/quote.routes.test.ts proves the real one.
test.describe.configure({ timeout: 120_000 });

let visitorAddress = 0;
/** A browser context whose requests come from an address of its own (X-Forwarded-For, loopback proxy). */
async function newVisitorContext(
  browser: Browser,
  options: BrowserContextOptions,
  testInfo: TestInfo,
  consoleErrors: ConsoleErrors,
) {
  const octet = (testInfo.workerIndex * 50 + ++visitorAddress) % 250;
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": `198.18.7.${octet}` },
  });
  consoleErrors.watch(context);
  return context;
}

const mailsTitled = (subject: string) => readMailbox(MAILBOX_DIR).filter((mail) => mail.subject === subject);

async function photoFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function sendRequest(
  own: OwnCompany,
  context: BrowserContext,
  options: BrowserContextOptions,
  visitor: string,
  phoneBar: boolean,
) {
  const page = await context.newPage();
  await page.goto(`${siteOrigin(own.subdomain)}/`);
  await expect(page.getByRole("heading", { name: "Få et tilbud" })).toBeVisible();
  if (phoneBar)
    await page
      .getByRole("navigation", { name: "Hurtig kontakt" })
      .getByRole("link", { name: "Få et tilbud" })
      .click();
  else
    await page
      .getByRole("navigation", { name: "Hovedmenu" })
      .first()
      .getByRole("link", { name: "Få et tilbud" })
      .click();
  await expect(page).toHaveURL(`${siteOrigin(own.subdomain)}/tilbud`);
  await expect(page.getByRole("heading", { level: 1, name: "Få et tilbud" })).toBeVisible();

  // Empty form first: Danish messages next to the fields, nothing sent.
  await page.getByRole("button", { name: "Send forespørgsel" }).click();
  await expect(page.getByText("Skriv dit navn").last()).toBeVisible();
  await expect(
    page.getByText("Skriv et telefonnummer eller en e-mail, så vi kan kontakte dig").first(),
  ).toBeVisible();

  await page.getByLabel(/^Navn/).fill(visitor);
  await page.getByLabel(/^Telefon/).fill("+45 20 30 40 50");
  await page.getByLabel("E-mail").fill("kunde@example.dk");
  await page.getByLabel("Adresse eller postnummer").fill("Hovedgaden 1, 8000 Aarhus C");
  await page
    .getByLabel("Hvad skal laves?")
    .fill("Vi vil gerne have malet to værelser og en gang, ca. 60 m² væg.");
  await page.getByLabel("Inden for en måned").check();
  const input = page.getByLabel("Billeder (valgfrit)");
  await expect(input).toHaveAttribute("accept", "image/*");
  await input.setInputFiles([await photoFile("stue.jpg", "#1d4ed8"), await photoFile("gang.jpg", "#15803d")]);
  await page.getByRole("button", { name: "Send forespørgsel" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Send forespørgsel" }).click();
  await expect(page).toHaveURL(`${siteOrigin(own.subdomain)}/tilbud/tak`);
  await expect(page.getByRole("heading", { name: "Tak for din forespørgsel" })).toBeVisible();
  // axe runs inside the page: only where JavaScript is on.
  if (options.javaScriptEnabled !== false) await expectNoAxeViolations(page);
  await context.close();
}

async function ownerSeesRequest(
  own: OwnCompany,
  browser: Browser,
  options: BrowserContextOptions,
  visitor: string,
) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: true });
  const page = await context.newPage();
  await logInWithEmail(page, own.email);
  const nav = page.getByRole("navigation", { name: "Administration" });
  await expect(nav.getByRole("link", { name: /Forespørgsler \d+ ulæste/ })).toBeVisible();
  await nav.getByRole("link", { name: /Forespørgsler/ }).click();
  await page.getByRole("link", { name: new RegExp(visitor) }).click();
  await expect(page.getByRole("heading", { name: `Forespørgsel fra ${visitor}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ring 20 30 40 50" })).toHaveAttribute(
    "href",
    "tel:+4520304050",
  );
  await expect(page.getByRole("link", { name: "Svar på e-mail" })).toHaveAttribute(
    "href",
    /^mailto:kunde@example\.dk\?subject=/,
  );
  const photos = page.getByRole("img", { name: new RegExp(`fra ${visitor}`) });
  await expect(photos).toHaveCount(2);
  for (const img of await photos.all()) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
  const full = await page.getByRole("link", { name: /Billede 1/ }).getAttribute("href");
  const response = await page.request.get(full!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Gemt");
  await context.close();

  // Exactly one notification for this request reached the SMTP server.
  const subject = `Ny forespørgsel fra ${visitor}`;
  await expect.poll(() => mailsTitled(subject).length, { timeout: 20_000 }).toBe(1);
  expect(mailsTitled(subject)[0]?.to).toEqual([own.email]);

  // The visitor gave an e-mail: one receipt (issue 25) with what they sent, who answers, when, and
  // the firm's phone number.
  const receipts = () =>
    mailsTitled(`Kvittering: din forespørgsel til ${own.name}`)
      .map((mail) => ({ ...mail, text: decodeQuotedPrintable(mail.raw) }))
      .filter((mail) => mail.text.includes(`Hej ${visitor}`));
  await expect.poll(() => receipts().length, { timeout: 20_000 }).toBe(1);
  const [receipt] = receipts();
  expect(receipt!.to).toEqual(["kunde@example.dk"]);
  expect(receipt!.text).toContain("Vi svarer normalt inden for 2 timer på hverdage.");
  expect(receipt!.text).toContain(`Haster det, så ring til ${own.name} på`);
  expect(receipt!.text).toContain("Vi vil gerne have malet to værelser og en gang, ca. 60 m² væg.");
}

// The phone case (phone project only): JavaScript off, from the phone bar. The computer case: JavaScript
// on, from the menu.
for (const phone of [true, false]) {
  const device = phone
    ? "a phone sends two photos with JavaScript off from the phone bar"
    : "a computer sends two photos with JavaScript on from the menu";
  test(
    `a visitor on ${device}; the owner gets them and one mail`,
    phone ? { tag: "@phone" } : {},
    async ({ browser, consoleErrors }, testInfo) => {
      if (phone)
        test.skip(testInfo.project.name !== "phone", "the phone bar and JavaScript off are the phone case");
      const own = await createOwnCompany();
      const options = {
        ...testInfo.project.use,
        ...(phone ? { javaScriptEnabled: false } : {}),
      } as BrowserContextOptions;
      const visitor = `${phone ? "Mette Uden Script" : "Mette Computer"} ${own.subdomain}`;
      const context = await newVisitorContext(browser, options, testInfo, consoleErrors);
      await sendRequest(own, context, options, visitor, phone);
      await ownerSeesRequest(own, browser, options, visitor);
    },
  );
}

test("bad inputs with JavaScript off: each gets its Danish message next to the form, the text is kept, nothing is stored", async ({
  browser,
  consoleErrors,
}, testInfo) => {
  const own = await createOwnCompany();
  const options = { ...testInfo.project.use, javaScriptEnabled: false } as BrowserContextOptions;
  const context = await newVisitorContext(browser, options, testInfo, consoleErrors);
  const page = await context.newPage();
  const visitor = `Ole Forkert ${own.subdomain}`;
  const description = "Nyt tag på garagen, ca. 30 m² – <b>gerne</b> snart.";
  const fakeJpeg = Buffer.alloc(11 * 1024 * 1024, 0x20);
  fakeJpeg.set([0xff, 0xd8, 0xff, 0xe0]);
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
  const six = await Promise.all(["1", "2", "3", "4", "5", "6"].map((n) => photoFile(`b${n}.jpg`, "#b45309")));
  const cases = [
    // Every case types markup in the text, so this one has nothing else wrong.
    { contact: true, files: [], message: QUOTE_MESSAGES.htmlNotAllowed },
    { contact: false, files: [], message: QUOTE_MESSAGES.contactMissing },
    { contact: true, files: six, message: QUOTE_MESSAGES.tooManyPhotos },
    {
      contact: true,
      files: [{ name: "stort.jpg", mimeType: "image/jpeg", buffer: fakeJpeg }],
      message: QUOTE_MESSAGES.photoTooLarge("stort.jpg"),
    },
    {
      contact: true,
      files: [{ name: "faktura.jpg", mimeType: "image/jpeg", buffer: pdf }],
      message: QUOTE_MESSAGES.notImage("faktura.jpg"),
    },
  ];
  for (const { contact, files, message } of cases) {
    await page.goto(`${siteOrigin(own.subdomain)}/tilbud`);
    await page.getByLabel(/^Navn/).fill(visitor);
    if (contact) await page.getByLabel(/^Telefon/).fill("20 30 40 50");
    await page.getByLabel("Adresse eller postnummer").fill("8000");
    await page.getByLabel("Hvad skal laves?").fill(description);
    await page.getByLabel("Fleksibelt").check();
    if (files.length) await page.getByLabel("Billeder (valgfrit)").setInputFiles(files);
    await page.getByRole("button", { name: "Send forespørgsel" }).click();
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page).toHaveURL(`${siteOrigin(own.subdomain)}/tilbud`);
    // The typed text comes back, as text.
    await expect(page.getByLabel(/^Navn/)).toHaveValue(visitor);
    await expect(page.getByLabel("Hvad skal laves?")).toHaveValue(description);
  }
  await context.close();

  // Nothing was stored: the owner's inbox has no request from this visitor, and no mail went out.
  const owner = await browser.newContext({ ...testInfo.project.use });
  const admin = await owner.newPage();
  await logInWithEmail(admin, own.email);
  await admin.goto("/admin/forespoergsler");
  await expect(admin.getByRole("heading", { level: 1, name: "Forespørgsler" })).toBeVisible();
  await expect(admin.getByRole("link", { name: new RegExp(visitor) })).toHaveCount(0);
  expect(readMailbox(MAILBOX_DIR).filter((mail) => mail.subject.includes(visitor))).toEqual([]);
  await owner.close();
});
