import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { MAILBOX_DIR, SMS_DIR } from "../../playwright.config";
import { createOwnCompany, type OwnCompany } from "./e2e-database";
import { expect, logInAsOwner, siteOrigin, test } from "./helpers";
import { readMailbox } from "./smtp-mailbox";

// Issue 27: a site made for a CVR number is live at once but noindex until its owner proves the number
// is theirs: a code to the register's e-mail (local SMTP), a code by SMS to the register's mobile
// number (local GatewayAPI server), or MitID Erhverv (a local OpenID provider). The companies are
// fictional firms of the offline register, one per test and project.

const BANNER = "Din hjemmeside vises ikke i Google endnu.";

async function expectNoindex(page: Page, subdomain: string, noindex: boolean) {
  const response = await page.goto(`${siteOrigin(subdomain)}/`);
  expect(response?.headers()["x-robots-tag"]).toBe(noindex ? "noindex" : undefined);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(noindex ? 1 : 0);
}

async function openOwnership(page: Page, own: { subdomain: string; email: string }) {
  await logInAsOwner(page, own);
  await expect(page.getByText(BANNER)).toBeVisible();
  await page.getByRole("link", { name: "Bekræft ejerskab" }).click();
  await expect(page.getByRole("heading", { name: "Ejerskab", level: 1 })).toBeVisible();
}

/** Waits for the code `readCode` finds where it was sent, confirms it, and sees the noindex gone. */
async function confirmSentCode(page: Page, own: OwnCompany, readCode: () => string) {
  let code = "";
  await expect
    .poll(
      () => {
        code = readCode();
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  await page.getByLabel(/^Koden vi sendte/).fill(code);
  await page.getByRole("button", { name: "Bekræft", exact: true }).click();
  await expect(page.getByText(/Din hjemmeside kan nu findes i Google/)).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expectNoindex(page, own.subdomain, false);
}

test(
  "a code to the register's e-mail address proves the CVR; the site loses its noindex",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const firm =
      testInfo.project.name === "desktop"
        ? { cvr: "27557473", email: "kontakt@dalsgaard-kloak.dk" }
        : { cvr: "28380003", email: "post@pedersen-snedker.dk" };
    const own = await createOwnCompany(90, { cvr: firm.cvr, verified: false });
    await expectNoindex(page, own.subdomain, true);
    await openOwnership(page, own);
    await page.getByRole("button", { name: "Send kode på e-mail" }).click();
    await expect(page.getByText(/Vi har sendt en kode til [a-z]\*+@/)).toBeVisible();
    await confirmSentCode(page, own, () => {
      const mail = readMailbox(MAILBOX_DIR).findLast((m) => m.to.includes(firm.email));
      return /Koden er (\d{6})\./.exec(mail?.raw ?? "")?.[1] ?? "";
    });
  },
);

test("a code by SMS to the register's mobile number proves the CVR", async ({ page }) => {
  const own = await createOwnCompany(90, { cvr: "19781712", verified: false });
  await openOwnership(page, own);
  await page.getByRole("button", { name: "Send kode på SMS" }).click();
  await expect(page.getByText("Vi har sendt en kode til ** ** 67 89. Skriv den herunder.")).toBeVisible();
  await confirmSentCode(page, own, () => {
    const texts = fs.existsSync(SMS_DIR) ? fs.readdirSync(SMS_DIR).sort() : [];
    const sms = texts
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(SMS_DIR, file), "utf8")) as {
            msisdn: number;
            message: string;
          },
      )
      .findLast((message) => message.msisdn === 4522456789);
    return /er (\d{6})\./.exec(sms?.message ?? "")?.[1] ?? "";
  });
});

test("MitID Erhverv for the firm's CVR number proves it", async ({ page }) => {
  const own = await createOwnCompany(90, { cvr: "60618054", verified: false });
  // The provider's development login page @imports a web font; this machine has no internet.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/css", body: "" }),
  );
  await openOwnership(page, own);
  await page.getByRole("button", { name: "Log ind med MitID Erhverv" }).click();
  // The local OpenID provider's own login form (the broker's page in real life).
  await page.locator('input[name="login"]').fill("medarbejder-60618054");
  await page.locator('input[name="password"]').fill("hemmelig");
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(
    new RegExp(`^${siteOrigin(own.subdomain)}/admin/ejerskab\\?mitid=bekraeftet$`),
  );
  await expect(page.getByText(/Din hjemmeside kan nu findes i Google/)).toBeVisible();
  await expectNoindex(page, own.subdomain, false);
});

test("the register's owner takes over a CVR another account claimed ('Er det din virksomhed?')", async ({
  page,
}) => {
  const own = await createOwnCompany(90, { cvr: "41090219", verified: false });
  await page.goto("/overtag?cvr=41090219");
  await expect(page.getByRole("heading", { name: "Er det din virksomhed?" })).toBeVisible();
  await page.getByRole("button", { name: /^Send kode til h\*+@glarmester-holm\.dk$/ }).click();
  await expect(page.getByText(/Vi har sendt en kode til h\*+@glarmester-holm\.dk\./)).toBeVisible();
  let code = "";
  await expect
    .poll(
      () => {
        const mail = readMailbox(MAILBOX_DIR).findLast(
          (m) => m.to.includes("holm@glarmester-holm.dk") && /overtage CVR 41090219/.test(m.raw),
        );
        code = /Koden er (\d{6})\./.exec(mail?.raw ?? "")?.[1] ?? "";
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  await page.getByLabel("Koden vi sendte").fill(code);
  await page.getByLabel("Den e-mail, I vil logge ind med").fill("ejer@glarmester-holm.dk");
  await page.getByRole("button", { name: "Overtag CVR-nummeret" }).click();
  await expect(page.getByText("CVR 41090219 er nu jeres.")).toBeVisible();
  // The other account's site is offline, and both sides got a mail.
  const gone = await page.goto(`${siteOrigin(own.subdomain)}/`);
  expect(gone?.status()).toBe(404);
  await expect
    .poll(
      () =>
        readMailbox(MAILBOX_DIR).filter(
          (m) => m.to.includes(own.email) || m.to.includes("ejer@glarmester-holm.dk"),
        ).length,
    )
    .toBe(2);
});
