import { demoCompany, expect, expectNoAxeViolations, logIn, openAdminScreen, test } from "./helpers";

// "Forsidens indhold" (issue 22): the demo company's profile from the seed, shown for editing.
// Read only (demo company 3 is only read by other files): the save itself is covered by
// app/routes/admin/profile.http.test.ts.
test("the profile editor shows the seeded homepage profile, accessibly, on phone and desktop", {
  tag: "@phone",
}, async ({ page }) => {
  await logIn(page, 3);
  // Reached from the admin's own menu (the bottom bar's "Mere" on a phone), not only by address.
  await openAdminScreen(page, "Forsidens indhold");
  await expect(page).toHaveURL(/\/admin\/profil$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forsidens indhold" })).toBeVisible();
  const demo = demoCompany(3);
  await expect(page.getByLabel("Overskrift")).toHaveValue(demo.profile.intro!.heading);
  await expect(page.getByLabel("Ydelse 1", { exact: true })).toHaveValue(demo.profile.services[0]!.title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
