import { MAILBOX_DIR } from "../../playwright.config";
import { createOwnCompany, withDatabase } from "./e2e-database";
import { expect, logInAsOwner, siteOrigin, test } from "./helpers";
import { readMailbox } from "./smtp-mailbox";

// Issue 25, "Answer first": a tap on the site's phone number is counted through the link's `ping`
// (no JavaScript on the site) and shown on the dashboard; "Ring mig op" works without JavaScript and
// lands in the inbox; the owner answers a request with a drafted reply that goes out by mail.
test.describe.configure({ timeout: 90_000 });

async function companyId(subdomain: string): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query("select id from companies where subdomain = $1", [subdomain]);
    return (rows[0] as { id: string }).id;
  });
}

test("a tap on the site's phone number is counted and shown on the dashboard", { tag: "@phone" }, async ({
  page,
  browser,
}) => {
  const own = await createOwnCompany();
  const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.25.1" } });
  const site = await visitor.newPage();
  await site.goto(`${siteOrigin(own.subdomain)}/`);
  const call = site.getByRole("link", { name: /^Ring / }).first();
  await expect(call).toHaveAttribute("ping", `${siteOrigin(own.subdomain)}/api/opkald`);
  // The browser itself reports the tap: a POST with Ping-To, answered 204.
  const ping = site.waitForResponse((response) => response.url().endsWith("/api/opkald"));
  await call.click();
  const answer = await ping;
  expect(answer.status()).toBe(204);
  expect(answer.request().method()).toBe("POST");
  expect(await answer.request().headerValue("ping-to")).toMatch(/^tel:\+45/);
  await visitor.close();

  await logInAsOwner(page, own);
  const count = page.getByTestId("call-taps");
  // Counted taps are written every 5 s.
  await expect(async () => {
    await page.reload();
    await expect(count).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Opkald fra hjemmesiden (30 dage)" })).toBeVisible();
  await expect(page.getByText("Browsere uden ping-funktionen (f.eks. Firefox) tælles ikke.")).toBeVisible();
});

test(
  "'Ring mig op' without JavaScript lands in the owner's inbox",
  { tag: "@phone" },
  async ({ page, browser }, testInfo) => {
    const own = await createOwnCompany();
    const visitor = await browser.newContext({
      ...testInfo.project.use,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `198.18.25.${testInfo.project.name === "phone" ? 3 : 2}` },
    });
    const site = await visitor.newPage();
    await site.goto(`${siteOrigin(own.subdomain)}/tilbud`);
    await expect(site.getByRole("heading", { name: "Hellere ringes op?" })).toBeVisible();
    await site.goto(`${siteOrigin(own.subdomain)}/ring-mig-op`);
    await site.getByRole("button", { name: "Ring mig op" }).click();
    await expect(site.getByText("Skriv dit navn", { exact: true })).toBeVisible();
    await site.getByLabel("Dit navn").fill("Ole Jensen");
    await site.getByLabel("Dit telefonnummer").fill("20 30 40 50");
    await site.getByLabel("Hvornår må vi ringe?").selectOption({ label: "Efter kl. 16" });
    await site.getByRole("button", { name: "Ring mig op" }).click();
    await expect(site).toHaveURL(`${siteOrigin(own.subdomain)}/ring-mig-op/tak`);
    await expect(site.getByRole("heading", { name: "Tak – vi ringer dig op" })).toBeVisible();
    await visitor.close();

    await logInAsOwner(page, own);
    await page.goto(`${siteOrigin(own.subdomain)}/admin/forespoergsler`);
    await page
      .getByRole("link", { name: /Ole Jensen/ })
      .first()
      .click();
    await expect(page.getByText("Ring mig op – efter kl. 16")).toBeVisible();
    await expect(
      page.getByText("Kunden har ikke skrevet en e-mail. Ring til kunden i stedet."),
    ).toBeVisible();
  },
);

test("the owner answers a request with a drafted reply in a few taps", { tag: "@phone" }, async ({
  page,
}) => {
  const own = await createOwnCompany();
  const id = await companyId(own.subdomain);
  const customer = `kunde-${own.subdomain}@e2e.example`;
  const requestId = await withDatabase(async (db) => {
    const { rows } = await db.query(
      `insert into quote_requests (company_id, name, phone, email, address, description, timing)
       values ($1, 'Mette Hansen', '20 30 40 50', $2, 'Kirkegade 4, 7100 Vejle',
         'Vinduer i stuen. Tre gamle termoruder skal skiftes.', 'month') returning id`,
      [id, customer],
    );
    return (rows[0] as { id: string }).id;
  });
  await logInAsOwner(page, own);
  await page.goto(`${siteOrigin(own.subdomain)}/admin/forespoergsler/${requestId}`);
  await expect(page.getByText("Ikke besvaret endnu")).toBeVisible();
  await page.getByRole("link", { name: "Svar", exact: true }).click();
  await page.getByRole("button", { name: "Skriv et udkast" }).click();
  await expect(page.getByText("Udkastet er klar")).toBeVisible();
  const reply = page.getByLabel("Dit svar");
  await expect(reply).toHaveValue(/^Hej Mette\n\nTak for din forespørgsel om "Vinduer i stuen" i Vejle\./);
  await reply.fill(`${await reply.inputValue()}\n\nPS: Vi kan komme tirsdag.`);
  await page.getByRole("button", { name: "Send svar" }).click();
  await expect(page.getByText("Svaret er sendt. Forespørgslen står nu som Kontaktet.")).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("contacted");
  await expect(page.getByText(/Besvaret efter/)).toBeVisible();

  const subject = `Svar på din forespørgsel til ${own.name}`;
  await expect
    .poll(
      () =>
        readMailbox(MAILBOX_DIR).filter((mail) => mail.subject === subject && mail.to.includes(customer))
          .length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  const [mail] = readMailbox(MAILBOX_DIR).filter((m) => m.subject === subject && m.to.includes(customer));
  expect(mail!.raw).toMatch(/^Reply-To: kontakt-/im);
});
