import crypto from "node:crypto";
import { MAILBOX_DIR } from "../../playwright.config";
import { createOwnCompany, withDatabase } from "./e2e-database";
import { expect, expectNoAxeViolations, logInWithEmail, test } from "./helpers";
import { decodeQuotedPrintable, readMailbox } from "./smtp-mailbox";
import { vnuErrors } from "./vnu-check";

// Issue 26 "Bed om en anmeldelse" on a phone: the owner marks a request Udført, sees the exact mail,
// sends it; the one mail reaches the run's SMTP server; the customer opts out from the mail's link
// without logging in (the page asks first); a second send (a stale tab) and a later job for the same
// address are refused.
test.describe.configure({ timeout: 120_000 });

const GOOGLE = "https://g.page/r/e2e-anmeldelser/review";

async function firmWithJobs(customer: string, jobs: number) {
  const own = await createOwnCompany();
  const ids = await withDatabase(async (db) => {
    const { rows } = await db.query("select id from companies where subdomain = $1", [own.subdomain]);
    const companyId = (rows[0] as { id: string }).id;
    await db.query(
      `insert into trust_sections (company_id, name, enabled, data) values ($1, 'anmeldelser', true, $2)`,
      [
        companyId,
        JSON.stringify({
          enabled: true,
          intro: "",
          links: { google: GOOGLE, trustpilot: "", anmeldHaandvaerker: "" },
          trustpilotAfs: "",
          quotes: [],
          check: "ikke-kontrolleret",
        }),
      ],
    );
    const created: string[] = [];
    for (let i = 0; i < jobs; i++) {
      const job = await db.query(
        `insert into quote_requests (company_id, name, email, phone, description, timing)
         values ($1, 'Karen Kunde', $2, '', $3, 'month') returning id`,
        [companyId, customer, i === 0 ? "Nyt tag på carporten" : "Ny tagrende mod vejen"],
      );
      created.push((job.rows[0] as { id: string }).id);
    }
    return created;
  });
  return { own, ids };
}

test("mark Udført, send the review request, the customer opts out, sends after that are refused", {
  tag: "@phone",
}, async ({ page, browser }) => {
  const customer = `kunde-${crypto.randomBytes(4).toString("hex")}@e2e.example`;
  const { own, ids } = await firmWithJobs(customer, 2);
  await logInWithEmail(page, own.email);

  await page.goto(`/admin/forespoergsler/${ids[0]}`);
  await expect(page.getByRole("heading", { name: "Bed om en anmeldelse" })).toHaveCount(0);
  await page.getByLabel("Status").selectOption({ label: "Udført" });
  await page.getByRole("button", { name: "Gem" }).click();
  const panel = page.getByRole("region", { name: "Bed om en anmeldelse" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`Til: ${customer}`);
  await expect(panel).toContainText(`Google: ${GOOGLE}`);
  await expect(panel).toContainText("både de gode og de kritiske");
  await expectNoAxeViolations(page);
  const html: Record<string, string> = { "review-preview": await page.content() };

  // A second tab open on the same request before the send: its send comes second.
  const stale = await page.context().newPage();
  await stale.goto(`/admin/forespoergsler/${ids[0]}`);
  await expect(stale.getByRole("button", { name: "Send anmodningen" })).toBeVisible();

  await panel.getByRole("button", { name: "Send anmodningen" }).click();
  await expect(panel).toContainText(`Anmodningen er sendt til ${customer}.`);
  await expect(panel.getByRole("button", { name: "Send anmodningen" })).toHaveCount(0);

  await stale.getByRole("button", { name: "Send anmodningen" }).click();
  await expect(stale.getByRole("region", { name: "Bed om en anmeldelse" })).toContainText(
    "Du har allerede bedt om en anmeldelse af denne opgave.",
  );

  const subject = `Hvordan oplevede du opgaven fra ${own.name}?`;
  const toCustomer = () => readMailbox(MAILBOX_DIR).filter((mail) => mail.to.includes(customer));
  await expect.poll(() => toCustomer().length, { timeout: 20_000 }).toBe(1);
  const mail = toCustomer()[0]!;
  expect(mail.subject).toBe(subject);
  const text = decodeQuotedPrintable(mail.raw);
  expect(text).toContain("Nyt tag på carporten");
  expect(text).toContain(GOOGLE);
  const optOut = /(http:\/\/localhost:\d+\/anmeldelse\/afmeld\?token=[A-Za-z0-9._-]+)/.exec(text)?.[1];
  expect(optOut).toBeTruthy();

  // The customer, on their own phone, without any login.
  const customerContext = await browser.newContext({ viewport: page.viewportSize() });
  const customerPage = await customerContext.newPage();
  await customerPage.goto(optOut!);
  await expect(
    customerPage.getByRole("heading", { name: "Vil du undgå flere mails om anmeldelser?" }),
  ).toBeVisible();
  expect(await customerPage.locator("script[src]").count()).toBe(0);
  await customerPage.getByRole("button", { name: "Afmeld mails om anmeldelser" }).click();
  await expect(customerPage.getByRole("heading", { name: "Du er afmeldt" })).toBeVisible();
  await expectNoAxeViolations(customerPage);
  await customerContext.close();

  // Another finished job for the same customer: refused, with the reason.
  await page.goto(`/admin/forespoergsler/${ids[1]}`);
  await page.getByLabel("Status").selectOption({ label: "Udført" });
  await page.getByRole("button", { name: "Gem" }).click();
  await expect(page.getByRole("region", { name: "Bed om en anmeldelse" })).toContainText(
    "Kunden har frabedt sig mails om anmeldelser fra dig.",
  );
  await expect(page.getByRole("button", { name: "Send anmodningen" })).toHaveCount(0);
  expect(toCustomer()).toHaveLength(1);
  expect(await vnuErrors(html)).toEqual([]);
});
