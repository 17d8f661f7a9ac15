import { createOwnCompany } from "./e2e-database";
import { expect, logInWithEmail, test } from "./helpers";

// Admin screens that were reachable only from a banner or another screen's card now have their way
// in: "Ejerskab" (issue 27) in the admin menu, "Synlighed på Google" (issue 26) from the settings.

test("'Ejerskab' is in the admin menu: in the row on a computer, under 'Mere' on a phone", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  const own = await createOwnCompany();
  await logInWithEmail(page, own.email);
  // The menu shown on this device (the other one is hidden by CSS, and so out of the accessibility tree).
  const menu = page.getByRole("navigation", { name: "Administration" });
  if (isMobile) await menu.getByText("Mere", { exact: true }).click();
  await menu.getByRole("link", { name: "Ejerskab" }).click();
  await expect(page).toHaveURL(/\/admin\/ejerskab$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ejerskab" })).toBeVisible();
  await expect(page.getByText(/CVR \d{8} blev bekræftet den/)).toBeVisible();
  // "Mere" closed again with the navigation; opened, it marks the screen the owner is on.
  if (isMobile) await menu.getByText("Mere", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Ejerskab" })).toHaveAttribute("aria-current", "page");
});

test("the settings lead to 'Synlighed på Google' and to 'Videresendelser'", async ({ page }) => {
  const own = await createOwnCompany();
  await logInWithEmail(page, own.email);
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: "Ret Google og Bing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Synlighed på Google" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Ret videresendelser" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/videresendelser$/);
});
