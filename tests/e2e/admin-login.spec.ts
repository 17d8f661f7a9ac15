import { E2E_PORT } from "../../playwright.config";
import {
  DEMO_PASSWORD,
  demoCompany,
  demoOwnerEmail,
  expect,
  expectNoAxeViolations,
  logInWithEmail,
  logOut,
  siteOrigin,
  test,
} from "./helpers";

// Demo company 2 is only used by this file, so parallel files never fight over its session.
const N = 2;
const company = demoCompany(N);

test("a seeded owner logs in and sees the dashboard with the three cards", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Log ind på din side" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The real login through the form (every other test starts from the saved session: helpers.ts).
  await logInWithEmail(page, demoOwnerEmail(N));
  await expect(page.getByText(`Velkommen, ${company.name}`)).toBeVisible();
  await expect(page.getByText(demoOwnerEmail(N))).toBeVisible();
  for (const card of ["Sider", "Billedearkiv", "Indstillinger"]) {
    await expect(page.getByRole("main").getByRole("heading", { name: card, exact: true })).toBeVisible();
  }
  const viewSite = page.getByRole("link", { name: /Se hjemmeside/ });
  await expect(viewSite).toHaveAttribute("target", "_blank");
  await expect(viewSite).toHaveAttribute("href", siteOrigin(company.baseSubdomain));
  await expectNoAxeViolations(page);
});

test("a wrong password shows the spec's message and no session", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("E-mail").fill(demoOwnerEmail(N));
  await page.getByLabel("Adgangskode", { exact: true }).fill("forkert-kode");
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page.getByRole("alert")).toContainText("Forkert e-mail eller adgangskode");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});

test("empty fields are refused with messages next to them", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page.getByText("Email er påkrævet").first()).toBeVisible();
  await expect(page.getByText("Adgangskode er påkrævet").first()).toBeVisible();
});

test("logging out returns to the login at /admin and closes the admin", async ({ page }) => {
  // Its own session: signing out must not end the saved one other tests use.
  await logInWithEmail(page, demoOwnerEmail(N));
  await logOut(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Log ind på din side" })).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});

test("the admin works the same on the company's subdomain", async ({ page }) => {
  const origin = siteOrigin(company.baseSubdomain);
  await page.goto(`${origin}/admin`);
  await expect(page.getByRole("heading", { name: "Log ind på din side" })).toBeVisible();
  // A relative /onboarding would be the customer's own (missing) page on this host.
  await expect(page.getByRole("link", { name: "Opret hjemmeside" })).toHaveAttribute(
    "href",
    `http://localhost:${E2E_PORT}/onboarding`,
  );
  await page.getByLabel("E-mail").fill(demoOwnerEmail(N));
  await page.getByLabel("Adgangskode", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  await expect(page.getByText(`Velkommen, ${company.name}`)).toBeVisible();
  await logOut(page);
  await expect(page).toHaveURL(`${origin}/admin`);
});

test("anonymous visitors are sent from the admin area to the login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});

test("the main site's header and footer lead an owner to the login", { tag: "@phone" }, async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  if (isMobile) await header.getByText("Menu").click();
  const nav = header.getByRole("navigation", { name: isMobile ? "Mobilmenu" : "Hovedmenu" });
  await expect(nav.getByRole("link", { name: "Log ind" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Log ind" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await nav.getByRole("link", { name: "Log ind" }).click();
  await expect(page.getByRole("heading", { name: "Log ind på din side" })).toBeVisible();
});
