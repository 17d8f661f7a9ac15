import { expect, expectNoAxeViolations, siteOrigin, test } from "./helpers";

test("an unknown path redirects to the 404 page", async ({ page }) => {
  await page.goto("/findes/ikke/her");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText("404 fejl")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Siden blev ikke fundet" })).toBeVisible();
  await expect(page.getByText("Beklager, men vi kunne ikke finde den side du ledte efter.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Gå til forsiden" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
});

test("an unknown subdomain gets the 404 page with status 404", async ({ page }) => {
  const response = await page.goto(`${siteOrigin("findes-ikke")}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Siden blev ikke fundet" })).toBeVisible();
});
