import AxeBuilder from "@axe-core/playwright";
import { billingMail } from "../../app/integrations/mail/templates/billing";
import { monthlyReportMail } from "../../app/integrations/mail/templates/monthly-report";
import { passwordResetMail } from "../../app/integrations/mail/templates/password-reset";
import { callbackRequestMail, quoteRequestMail } from "../../app/integrations/mail/templates/quote-request";
import { reviewRequestMail } from "../../app/integrations/mail/templates/review-request";
import { welcomeMail } from "../../app/integrations/mail/templates/welcome";
import { expect, test } from "./helpers";

// Issue 23: every HTML mail fits a 390 px phone (nothing wider than the screen) and passes axe,
// colour contrast included (the button gave 3.18:1 and the footer 4.39:1). Each template is rendered
// with long real-world values (a long subdomain, a long company name) into Chromium at 390 px.

const site = "https://hansentoemrersnedkerapsogsoen.xn--hndvrkernet-x8aq.dk";
const base = {
  companyName: "Hansen Tømrer & Snedker ApS og Søn",
  subscriptionUrl: `${site}/admin/subscription`,
};

const MAILS: Record<string, string> = {
  welcome: welcomeMail({
    companyName: base.companyName,
    personName: "Lars",
    companyEmail: "kontakt-til-firmaet@hansen-toemrer-og-snedker.dk",
    cvr: "62601817",
    siteUrl: site,
    adminUrl: `${site}/admin`,
    supportEmail: "support@håndværkernet.dk",
  }).html,
  "trial-14": billingMail({ ...base, kind: "trial-14", date: "1. marts 2027", daysLeft: 10 }).html,
  "trial-3": billingMail({ ...base, kind: "trial-3", date: "1. marts 2027", daysLeft: 3 }).html,
  "payment-failed": billingMail({ ...base, kind: "payment-failed", date: "1. marts 2027" }).html,
  "subscription-ended": billingMail({ ...base, kind: "subscription-ended", date: "15. marts 2027" }).html,
  "monthly-report": monthlyReportMail({
    companyName: base.companyName,
    monthName: "november",
    previousName: "oktober",
    year: 2026,
    visits: { month: 412, previous: 368 },
    requests: { month: 3, previous: 2 },
    topPages: [
      { path: "/", month: 300, previous: 250 },
      { path: "/ladestandere-og-elbil-opladning-hjemme", month: 100, previous: 118 },
    ],
    reviewRequests: 2,
    dashboardUrl: `${site}/admin/dashboard`,
    optOutUrl: `https://xn--hndvrkernet-x8aq.dk/rapport/afmeld?token=${"a".repeat(36)}.${"b".repeat(43)}`,
  }).html,
  "review-request": reviewRequestMail({
    companyName: base.companyName,
    customerName: "Mette Frederiksen-Andersen",
    task: "Vi vil gerne have skiftet tagrender og nedløb på hele huset, og kigget på inddækningen ved skorstenen.",
    doneDate: "3. november 2026",
    profiles: [
      { label: "Google", url: "https://g.page/r/CabcdefghijklmnopqrstuvwxyzABCDEF/review" },
      {
        label: "Anmeld Håndværker",
        url: "https://www.anmeld-haandvaerker.dk/profil/hansen-toemrer-snedker-aps-og-soen",
      },
    ],
    optOutUrl: `https://xn--hndvrkernet-x8aq.dk/anmeldelse/afmeld?token=${"a".repeat(36)}.${"b".repeat(43)}`,
    trustpilotInvites: true,
  }).html,
  "password-reset": passwordResetMail({
    resetUrl: `https://xn--hndvrkernet-x8aq.dk/admin/nulstil-password?token=${"c".repeat(32)}`,
    expiresInMinutes: 60,
  }).html,
  "quote-request": quoteRequestMail({
    visitorName: "Mette Frederiksen-Andersen",
    phone: "+45 12 34 56 78",
    email: "mette.frederiksen.andersen@eksempel-paa-en-lang-adresse.dk",
    address: "Langgadevejen 123, 1. tv., 7100 Vejle",
    timing: "Inden for en måned",
    description: "Vi vil gerne have skiftet tagrender og nedløb på hele huset.",
    photoCount: 2,
    adminUrl: `${site}/admin/forespoergsler/8f0c6f2e-5b7a-4d7e-9a57-1f2f3c4d5e6f`,
  }).html,
  "callback-request": callbackRequestMail({
    visitorName: "Mette Frederiksen-Andersen",
    phone: "+45 12 34 56 78",
    task: "Ring mig op – i eftermiddag (12–16)",
    adminUrl: `${site}/admin/forespoergsler/8f0c6f2e-5b7a-4d7e-9a57-1f2f3c4d5e6f`,
  }).html,
};

test.use({ viewport: { width: 390, height: 844 } });

for (const [name, html] of Object.entries(MAILS)) {
  test(`the ${name} mail fits 390 px and passes axe`, { tag: "@phone" }, async ({ page }) => {
    await page.setContent(html);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      widest: Math.max(
        ...[...document.body.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right),
      ),
    }));
    expect(widths.document, "the mail scrolls sideways").toBeLessThanOrEqual(widths.viewport);
    expect(widths.widest, "an element reaches past the screen").toBeLessThanOrEqual(widths.viewport);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    // Contrast was checked, not skipped.
    expect(
      [...results.passes, ...results.incomplete].some((rule) => rule.id === "color-contrast") ||
        results.violations.some((rule) => rule.id === "color-contrast"),
    ).toBe(true);
  });
}
