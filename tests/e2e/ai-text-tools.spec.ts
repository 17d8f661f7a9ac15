import type { Locator, Page } from "@playwright/test";
import { createOwnCompany, withDatabase } from "./e2e-database";
import { expect, logInWithEmail, test } from "./helpers";

// Issue 23: "Omskriv", "Gør kortere" and "Tilføj" over the selected page text, on a 320 px phone,
// with the offline writer of embedded mode (deterministic, so the results are known here).
test.describe.configure({ timeout: 90_000 });

const FIRST = "Vi tilbyder nye tage i høj kvalitet. Kontakt os for et uforpligtende tilbud.";
const SECOND = "Vi lægger tegltage og skifertage i hele Østjylland. Vi rydder altid op efter os.";
const TEXT = `${FIRST}\n\n${SECOND}`;

/** Selects part of the field as a finger would: the field has focus, the range is selected. */
async function select(field: Locator, from: number, to: number) {
  await field.focus();
  await field.evaluate(
    (element: HTMLTextAreaElement, range) => element.setSelectionRange(range[0], range[1]),
    [from, to] as const,
  );
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test("the AI buttons rewrite, shorten and extend the selected text at 320 px, with Fortryd and the day's limit", {
  tag: "@phone",
}, async ({ page }) => {
  const own = await createOwnCompany();
  await page.setViewportSize({ width: 320, height: 740 });
  await logInWithEmail(page, own.email);
  await page.goto("/admin/pages");
  const field = page.getByLabel("Tekst", { exact: true });
  await field.fill(TEXT);
  // One count for both AI tools, in the generator box.
  const usage = page.locator("#ai-usage");
  await expect(usage).toHaveText("Brugt i dag: 0/5");

  // Nothing selected: the buttons say why they cannot be used. Each fits on one line at 320 px.
  for (const name of ["Omskriv", "Gør kortere", "Tilføj"]) {
    await expect(button(page, name)).toBeDisabled();
    const height = (await button(page, name).boundingBox())!.height;
    expect(height, `"${name}" on one line`).toBeLessThan(50);
  }
  await expect(page.getByText("Markér noget af teksten ovenfor for at bruge knapperne.")).toBeVisible();

  // Omskriv the first paragraph, then Fortryd.
  await select(field, 0, FIRST.length);
  await button(page, "Omskriv").click();
  const rewritten =
    "Vi står klar med nye tage i en kvalitet, der holder. Ring eller skriv til os og få et tilbud uden forpligtelser.";
  await expect(field).toHaveValue(`${rewritten}\n\n${SECOND}`);
  await expect(page.getByText("Den markerede tekst er omskrevet. Læs den igennem, og gem.")).toBeVisible();
  await expect(usage).toHaveText("Brugt i dag: 1/5");
  // The new text is selected in the field.
  expect(
    await field.evaluate((element: HTMLTextAreaElement) =>
      element.value.slice(element.selectionStart, element.selectionEnd),
    ),
  ).toBe(rewritten);
  await button(page, "Fortryd").click();
  await expect(field).toHaveValue(TEXT);

  // Gør kortere on the second paragraph.
  await select(field, FIRST.length + 2, TEXT.length);
  await button(page, "Gør kortere").click();
  await expect(field).toHaveValue(`${FIRST}\n\nVi lægger tegltage og skifertage i hele Østjylland.`);
  await expect(usage).toHaveText("Brugt i dag: 2/5");

  // Tilføj after the first paragraph: a paragraph of its own, the rest kept.
  const before = await field.inputValue();
  await select(field, 0, FIRST.length);
  await button(page, "Tilføj").click();
  await expect(usage).toHaveText("Brugt i dag: 3/5");
  const extended = await field.inputValue();
  expect(extended.startsWith(`${FIRST}\n\n`)).toBe(true);
  expect(extended.endsWith(before.slice(FIRST.length))).toBe(true);
  expect(extended.length).toBeGreaterThan(before.length + 40);

  // Nothing to shorten: a clear Danish message, the text unchanged, the use given back.
  await field.fill("Tage.");
  await select(field, 0, 5);
  await button(page, "Gør kortere").click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Den markerede tekst kan ikke gøres kortere." }),
  ).toBeVisible();
  await expect(field).toHaveValue("Tage.");
  await expect(usage).toHaveText("Brugt i dag: 3/5");

  // The edits are the owner's to save.
  await button(page, "Gem").click();
  await expect(page.getByRole("status").filter({ hasText: /^Gemt/ })).toBeVisible();
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).resolves.toBeLessThanOrEqual(0);

  // At the day's limit the buttons are disabled with the reason.
  await withDatabase((db) =>
    db.query(
      `insert into ai_usage (company_id, day, count)
       select id, (now() at time zone 'Europe/Copenhagen')::date, 5 from companies where subdomain = $1
       on conflict (company_id, day) do update set count = 5`,
      [own.subdomain],
    ),
  );
  await page.reload();
  await select(page.getByLabel("Tekst", { exact: true }), 0, 3);
  await expect(button(page, "Omskriv")).toBeDisabled();
  await expect(
    page.getByText("Du har brugt dagens 5 AI-tekster. Du kan bruge AI igen i morgen."),
  ).toBeVisible();
});
