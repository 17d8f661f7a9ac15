import type { Page } from "@playwright/test";
import { SITE_THEMES } from "../../app/lib/themes";
import { E2E_PORT } from "../../playwright.config";
import { createOwnCompany, withDatabase } from "./e2e-database";
import { DEMO_PASSWORD, demoCompany, expect, expectNoAxeViolations, logIn, test } from "./helpers";

// These tests walk through many screens (with an axe scan on each): more time than the default 30 s.
test.describe.configure({ timeout: 120_000 });

// Demo companies 7 and 8 are only used by this file: 7 by the desktop project, 8 by the phone project,
// so the two projects never change the same company. Tests in this file run in order (one worker each).
function companyNumber(projectName: string): number {
  return projectName === "phone" ? 8 : 7;
}

async function setTrialEnd(cvr: string, daysFromNow: number) {
  await withDatabase((db) =>
    db.query("update companies set trial_end_date = now() + make_interval(days => $2) where cvr = $1", [
      cvr,
      daysFromNow,
    ]),
  );
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  // A loaded CI machine once needed more than the default 7 s for a theme save to answer.
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible({
    timeout: 15_000,
  });
}

test(
  "settings: every tab is accessible, and a saved change shows 'Gemt' and stays",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const n = companyNumber(testInfo.project.name);
    await logIn(page, n);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Indstillinger" })).toBeVisible();
    // Logo tab first: the current logo and the upload control.
    await expect(page.getByLabel("Upload nyt logo")).toBeVisible();
    await expectNoAxeViolations(page);

    // Arrow keys move between the tabs.
    await page.getByRole("tab", { name: "Logo" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Kontakt" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Telefon")).toHaveAttribute("placeholder", "+45 12345678");
    await expectNoAxeViolations(page);
    const phone = `+45 70 00 00 0${n}`;
    await page.getByLabel("Telefon").fill(phone);
    await page.getByLabel("By", { exact: true }).fill("Ebeltoft");

    await openTab(page, "Åbningstider");
    await expect(page.getByLabel("Vis åbningstider på hjemmesiden")).toBeVisible();
    for (const day of ["Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag", "Søndag"]) {
      await expect(page.getByLabel(day, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Lørdag", { exact: true }).fill("09:00 - 12:00");
    await expectNoAxeViolations(page);

    await openTab(page, "Sociale medier");
    await page.getByLabel("Facebook").fill(`https://facebook.com/demo${n}`);
    await page.getByLabel("Instagram").fill("");
    await expectNoAxeViolations(page);

    await save(page);
    // The message goes away again after 3 seconds.
    await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeHidden({ timeout: 6000 });

    await page.reload();
    await openTab(page, "Kontakt");
    await expect(page.getByLabel("Telefon")).toHaveValue(phone);
    await expect(page.getByLabel("By", { exact: true })).toHaveValue("Ebeltoft");
    await openTab(page, "Åbningstider");
    await expect(page.getByLabel("Lørdag", { exact: true })).toHaveValue("09:00 - 12:00");
    await openTab(page, "Sociale medier");
    // Shown without the scheme, stored with https:// (SPEC §5).
    await expect(page.getByLabel("Facebook")).toHaveValue(`facebook.com/demo${n}`);
    const stored = await withDatabase(
      async (db) =>
        (await db.query("select social_media from companies where cvr = $1", [demoCompany(n).cvr])).rows[0]
          .social_media,
    );
    expect(stored).toMatchObject({ facebook: `https://facebook.com/demo${n}`, instagram: "" });
  },
);

test("settings: bad input gets a Danish message next to the field, on its tab, and nothing is saved", async ({
  page,
}, testInfo) => {
  const n = companyNumber(testInfo.project.name);
  await logIn(page, n);
  await page.goto("/admin/settings?tab=kontakt");
  const before = await page.getByLabel("E-mail").inputValue();
  await page.getByLabel("E-mail").fill("ikke-en-email");
  await openTab(page, "Design");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  // The form jumps back to the tab with the error.
  await expect(page.getByRole("tab", { name: /Kontakt/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Indtast en gyldig email")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText("Kunne ikke gemme ændringer");
  await expectNoAxeViolations(page);
  await page.reload();
  await openTab(page, "Kontakt");
  await expect(page.getByLabel("E-mail")).toHaveValue(before);
});

test("settings: a new colour theme is previewed, saved and kept", async ({ page }, testInfo) => {
  const n = companyNumber(testInfo.project.name);
  const company = demoCompany(n);
  await logIn(page, n);
  await page.goto("/admin/settings?tab=design");
  // Issue 22: ten palettes in each of three style presets.
  await expect(page.getByRole("radio")).toHaveCount(30);
  // Demo company 7 starts with emerald and 8 with rose (demoCompany), so sky is a real change for both.
  await expect(page.getByRole("radio", { name: "Himmelblå, Klassisk" })).not.toBeChecked();
  await page.getByRole("radio", { name: "Himmelblå, Klassisk" }).check();
  await expect(page.getByTestId("theme-preview-name")).toHaveText("Himmelblå");
  await expectNoAxeViolations(page);
  await save(page);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Himmelblå, Klassisk" })).toBeChecked();
  await expect(page.getByTestId("theme-preview-name")).toHaveText("Himmelblå");
  const theme = await withDatabase(
    async (db) => (await db.query("select theme from companies where cvr = $1", [company.cvr])).rows[0].theme,
  );
  expect(theme).toBe("sky");

  // The public site (product host plus cvr) is drawn in the new colours at once.
  await page.goto(`/${company.cvr}`);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", SITE_THEMES.sky.primary);
  const primary = await page
    .locator("[style*='--site-primary']")
    .first()
    .evaluate((element) => getComputedStyle(element).getPropertyValue("--site-primary").trim());
  expect(primary).toBe(SITE_THEMES.sky.primary);
});

test("settings: an own domain is normalised, gets exact DNS records, and 'Tjek DNS' does a real lookup", async ({
  page,
}, testInfo) => {
  const n = companyNumber(testInfo.project.name);
  const company = demoCompany(n);
  await logIn(page, n);
  await page.goto("/admin/settings?tab=domaene");
  await expect(page.getByText(`localhost:${E2E_PORT}/${company.cvr}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "support@håndværkernet.dk" })).toHaveAttribute(
    "href",
    "mailto:support@xn--hndvrkernet-x8aq.dk",
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("Dit domæne", { exact: true }).fill("mitfirma");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page.getByText("Indtast et gyldigt domæne, f.eks. ditfirma.dk")).toBeVisible();

  // .test names never exist in DNS (RFC 6761), so the real lookup answers "not there yet".
  const domain = `mitfirma-e2e-${n}.test`;
  await page.getByLabel("Dit domæne", { exact: true }).fill(`https://www.MitFirma-E2E-${n}.test/om-os`);
  await save(page);
  await page.reload();
  await expect(page.getByLabel("Dit domæne", { exact: true })).toHaveValue(domain);
  await expect(page.getByTestId("domain-status")).toHaveText(`${domain} er ikke bekræftet endnu.`);
  const token = await withDatabase(
    async (db) =>
      (await db.query("select domain_verification_token from companies where cvr = $1", [company.cvr]))
        .rows[0].domain_verification_token as string,
  );
  await expect(page.getByText(`_haandvaerkernet.${domain}`)).toBeVisible();
  await expect(page.getByText(`haandvaerkernet-verify=${token}`)).toBeVisible();
  await expect(page.getByText("203.0.113.10").first()).toBeVisible();
  await expect(page.getByText(/op til 24 timer/).first()).toBeVisible();

  await page.getByRole("button", { name: "Tjek DNS" }).click();
  await expect(page.getByText("DNS er ikke på plads endnu.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("A-record: ikke fundet endnu.")).toBeVisible();
  await expect(page.getByText("TXT-record: ikke fundet endnu.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Clearing the field removes the domain again.
  await page.getByLabel("Dit domæne", { exact: true }).fill("");
  await save(page);
  await page.reload();
  await expect(page.getByLabel("Dit domæne", { exact: true })).toHaveValue("");
});

test("dashboard: page views of the last 30 days as a chart with a text summary and a table", async ({
  page,
}, testInfo) => {
  const n = companyNumber(testInfo.project.name);
  const company = demoCompany(n);
  await withDatabase(async (db) => {
    // Today and three days ago in Danish time, plus one visit 40 days ago that must not count.
    await db.query(
      `insert into page_views (company_id, day, path, count)
       select id, d.day, d.path, d.count from companies,
         (values ((now() at time zone 'Europe/Copenhagen')::date, '/', 5),
                 ((now() at time zone 'Europe/Copenhagen')::date, '/om-os', 2),
                 ((now() at time zone 'Europe/Copenhagen')::date - 3, '/', 4),
                 ((now() at time zone 'Europe/Copenhagen')::date - 40, '/', 100)) as d(day, path, count)
       where cvr = $1
       on conflict (company_id, day, path) do update set count = excluded.count`,
      [company.cvr],
    );
  });
  await logIn(page, n);
  await expect(page.getByRole("heading", { name: "Besøg på din hjemmeside" })).toBeVisible();
  await expect(page.getByTestId("page-views-total")).toHaveText("11 sidevisninger de sidste 30 dage");
  for (const card of ["Sider", "Billedearkiv", "Indstillinger"]) {
    await expect(page.getByRole("main").getByRole("heading", { name: card, exact: true })).toBeVisible();
  }
  await page.getByText("Vis besøg for hver dag").click();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(31); // header + 30 days
  await expect(table.getByRole("row").last().getByRole("cell")).toHaveText("7");
  await expect(table.getByRole("row").nth(-4).getByRole("cell")).toHaveText("4");
  await expectNoAxeViolations(page);
});

test("trial banner: hidden with 90 days left, shown with 10, dismissable for the day, links to the subscription", async ({
  page,
  browser,
}, testInfo) => {
  const n = companyNumber(testInfo.project.name);
  const company = demoCompany(n);
  await setTrialEnd(company.cvr, 90);
  await logIn(page, n);
  await expect(page.getByRole("heading", { name: "Besøg på din hjemmeside" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Prøveperiode", exact: true })).toHaveCount(0);

  await setTrialEnd(company.cvr, 10);
  await page.reload();
  const banner = page.getByRole("region", { name: "Prøveperiode", exact: true });
  await expect(banner).toContainText("Din gratis prøveperiode udløber om 10 dage.");
  await expectNoAxeViolations(page);

  // "Opgrader nu" starts the real checkout (here the local Stripe-compatible server's page).
  await banner.getByRole("button", { name: "Opgrader nu" }).click();
  await expect(page.getByRole("heading", { name: "Betal abonnement (test)" })).toBeVisible();
  await page.goto("/admin/subscription");
  await expect(page.getByRole("heading", { level: 1, name: "Abonnement" })).toBeVisible();
  await expect(page.getByTestId("trial-status")).toContainText("10 dage");
  await expect(page.getByTestId("trial-status")).toContainText("249 kr./md. inkl. moms");
  await expect(page.getByRole("heading", { name: "Brug for hjælp?" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The banner goes at once; the answer that stores the dismissal follows.
  const dismissed = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith("/admin/trial-banner"),
  );
  await page
    .getByRole("region", { name: "Prøveperiode", exact: true })
    .getByRole("button", { name: "Påmind mig senere" })
    .click();
  await expect(page.getByRole("region", { name: "Prøveperiode", exact: true })).toHaveCount(0);
  expect((await dismissed).status()).toBeLessThan(400);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Besøg på din hjemmeside" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Prøveperiode", exact: true })).toHaveCount(0);

  // 60 days left: no banner, even in a fresh browser without the dismissal.
  await setTrialEnd(company.cvr, 60);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await logIn(other, n);
  await expect(other.getByRole("heading", { name: "Besøg på din hjemmeside" })).toBeVisible();
  await expect(other.getByRole("region", { name: "Prøveperiode", exact: true })).toHaveCount(0);
  await fresh.close();
  await setTrialEnd(company.cvr, 90);
});

test("forgot password: a neutral answer, a mailed link, a checked new password, then login", async ({
  page,
}, testInfo) => {
  const n = companyNumber(testInfo.project.name);
  // An owner of its own: a reset ends every session of the account, the demo owners' saved ones too.
  const email = (await createOwnCompany()).email;
  const neutral = /Hvis der findes en konto med den email, har vi sendt et link/;

  await page.goto("/admin");
  await page.getByRole("link", { name: "Glemt adgangskode?" }).click();
  await expect(page).toHaveURL(/\/admin\/glemt-password$/);
  await expect(page.getByRole("heading", { name: "Glemt adgangskode?" })).toBeVisible();
  await expectNoAxeViolations(page);

  // An unknown e-mail gets exactly the same answer.
  await page.getByLabel("E-mail").fill(`findes-ikke-${n}@demo.example`);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText(neutral);
  const unknownAnswer = await page.getByRole("status").textContent();

  await page.goto("/admin/glemt-password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText(neutral);
  expect(await page.getByRole("status").textContent()).toBe(unknownAnswer);
  await expectNoAxeViolations(page);

  const resetLink = async () =>
    await withDatabase(async (db) => {
      const { rows } = await db.query(
        "select text from mail_outbox where kind = 'password-reset' and \"to\" = $1 order by id desc limit 1",
        [email],
      );
      const match = String(rows[0]?.text ?? "").match(/https?:\/\/\S+\/admin\/nulstil-password\?token=\S+/);
      if (!match) throw new Error("no reset mail in the outbox");
      return new URL(match[0]);
    });
  const link = await resetLink();
  expect(link.origin).toBe(`http://localhost:${E2E_PORT}`);

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Vælg en ny adgangskode" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Ny adgangskode").fill("12345");
  await page.getByLabel("Gentag adgangskode").fill("12345");
  await page.getByRole("button", { name: "Gem ny adgangskode" }).click();
  await expect(page.getByText("Adgangskoden skal være mindst 6 tegn").first()).toBeVisible();
  await page.getByLabel("Ny adgangskode").fill("nyt-password-123");
  await page.getByLabel("Gentag adgangskode").fill("nyt-password-124");
  await page.getByRole("button", { name: "Gem ny adgangskode" }).click();
  await expect(page.getByText("Adgangskoderne er ikke ens").first()).toBeVisible();
  await page.getByLabel("Ny adgangskode").fill("nyt-password-123");
  await page.getByLabel("Gentag adgangskode").fill("nyt-password-123");
  await page.getByRole("button", { name: "Gem ny adgangskode" }).click();

  await expect(page).toHaveURL(/\/admin\?nulstillet=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Din adgangskode er ændret. Log ind med din nye adgangskode.",
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page.getByRole("alert")).toContainText("Forkert e-mail eller adgangskode");
  await page.getByLabel("Adgangskode", { exact: true }).fill("nyt-password-123");
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The used link does not work twice, and says so at once, before any typing.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("alert")).toContainText("Linket er udløbet eller er allerede brugt.");
  await expect(page.getByLabel("Ny adgangskode")).toHaveCount(0);

  // Put the documented demo password back through the same flow.
  await page.goto("/admin/glemt-password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText(neutral);
  const again = await resetLink();
  expect(again.href).not.toBe(link.href);
  await page.goto(again.pathname + again.search);
  await page.getByLabel("Ny adgangskode").fill(DEMO_PASSWORD);
  await page.getByLabel("Gentag adgangskode").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Gem ny adgangskode" }).click();
  await expect(page).toHaveURL(/\/admin\?nulstillet=1$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
