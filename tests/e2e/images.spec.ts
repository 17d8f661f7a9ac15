import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import {
  demoCompany,
  expect,
  expectNoAxeViolations,
  logIn,
  openAdminScreen,
  siteOrigin,
  test,
} from "./helpers";
import { photo } from "./photo-file";

// Demo companies 5 (desktop) and 6 (phone) are only used by this file; each project has its own, so
// the two projects never see each other's uploads. The tests in this file build on each other.
// The machine running them may be busy: allow for it (no assertion depends on time).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const companyNumber = (testInfo: TestInfo) => (testInfo.project.name === "phone" ? 6 : 5);

const CONFIRM = "Er du sikker på at du vil slette dette billede? Dette kan ikke fortrydes.";
const LIMIT = "Du kan ikke uploade flere end 15 billeder";

async function openArchive(page: Page, n: number) {
  await logIn(page, n);
  await openAdminScreen(page, "Billedearkiv");
  await expect(page).toHaveURL(/\/admin\/images$/);
  await expect(page.getByRole("heading", { name: "Billedearkiv", level: 1 })).toBeVisible();
}

test(
  "upload an image, see it in the grid, and get it as WebP from /media on every host",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const n = companyNumber(testInfo);
    await openArchive(page, n);
    await expect(page.getByText("0 af 15 billeder")).toBeVisible();
    await expect(page.getByText("Du har ingen billeder endnu.", { exact: false })).toBeVisible();
    const input = page.getByLabel("Vælg billeder");
    await expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/gif,image/avif");
    await expectNoAxeViolations(page);

    await input.setInputFiles(await photo("Nyt tag på Østerbro.png", 1));
    await expect(page.getByText("Billedet blev uploadet.")).toBeVisible();
    await expect(page.getByText("1 af 15 billeder")).toBeVisible();
    const image = page.getByRole("main").getByRole("img", { name: "Nyt tag på Østerbro.png" });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // The grid's image is a /media URL under images/{cvr}/{timestamp}-{filename}, served as WebP.
    const src = await image.getAttribute("src");
    expect(src).toMatch(
      new RegExp(`^/media/images/${demoCompany(n).cvr}/\\d{13}-nyt-tag-paa-oesterbro-[0-9a-f]{8}\\.webp$`),
    );
    const response = await page.request.get(src!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"]).toContain("nosniff");
    const body = await response.body();
    expect(body.subarray(0, 4).toString()).toBe("RIFF");
    expect(body.subarray(8, 12).toString()).toBe("WEBP");
    expect((await sharp(body).metadata()).width).toBe(1200);
    const etag = response.headers().etag!;
    expect((await page.request.get(src!, { headers: { "If-None-Match": etag } })).status()).toBe(304);
    // /media means the same on the company's own subdomain (the browser resolves *.localhost; Node does not).
    const onSubdomain = await page.context().newPage();
    const subdomainResponse = await onSubdomain.goto(`${siteOrigin(demoCompany(n).baseSubdomain)}${src}`);
    expect(subdomainResponse?.status()).toBe(200);
    expect(subdomainResponse?.headers()["content-type"]).toBe("image/webp");
    await onSubdomain.close();
    expect((await page.request.get("/media/images/00000000/findes-ikke.webp")).status()).toBe(404);
    await expectNoAxeViolations(page);
  },
);

test("deleting asks the browser's confirm; dismissing keeps the image, accepting deletes it and its files", async ({
  page,
}, testInfo) => {
  await openArchive(page, companyNumber(testInfo));
  const image = page.getByRole("main").getByRole("img", { name: "Nyt tag på Østerbro.png" });
  await expect(image).toBeVisible();
  const src = await image.getAttribute("src");

  // Dismissing the confirm keeps the image.
  const deleteButton = page.getByRole("button", { name: "Slet billedet Nyt tag på Østerbro.png" });
  page.once("dialog", async (dialog) => {
    expect(dialog.type()).toBe("confirm");
    expect(dialog.message()).toBe(CONFIRM);
    await dialog.dismiss();
  });
  await deleteButton.click();
  await expect(image).toBeVisible();
  expect((await page.request.get(src!)).status()).toBe(200);

  // Accepting it deletes the image and its files.
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe(CONFIRM);
    await dialog.accept();
  });
  await deleteButton.click();
  await expect(page.getByText("Billedet Nyt tag på Østerbro.png blev slettet.")).toBeVisible();
  await expect(image).toHaveCount(0);
  await expect(page.getByText("0 af 15 billeder")).toBeVisible();
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("a file that is not an image is refused with a Danish message, whatever its name", async ({
  page,
}, testInfo) => {
  await openArchive(page, companyNumber(testInfo));
  await page.getByLabel("Vælg billeder").setInputFiles({
    name: "ferie.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<html><script>alert('hej')</script></html>"),
  });
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Kunne ikke uploade billede");
  await expect(alert).toContainText("Filen er ikke et billede.");
  await expect(page.getByText("0 af 15 billeder")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("upload by drag and drop and by choosing many files until 15: the upload control gives way to the limit notice", async ({
  page,
}, testInfo) => {
  await openArchive(page, companyNumber(testInfo));

  // Drop one file on the upload area.
  const dropped = await photo("droppet.png", 20, 800, 600);
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      return transfer;
    },
    { bytes: [...dropped.buffer], name: dropped.name },
  );
  await page.getByRole("region", { name: "Upload billeder" }).dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("main").getByRole("img", { name: "droppet.png" })).toBeVisible();
  await expect(page.getByText("1 af 15 billeder")).toBeVisible();

  // Choose a text file and fifteen photos at once: the bad file does not stop the others, fourteen
  // photos fit, the fifteenth is refused with the limit message.
  const notAnImage = { name: "noter.jpg", mimeType: "image/jpeg", buffer: Buffer.from("ikke et billede") };
  const files = [
    notAnImage,
    ...(await Promise.all(
      Array.from({ length: 15 }, (_, i) => photo(`opgave-${i + 1}.png`, i + 2, 400, 300)),
    )),
  ];
  await page.getByLabel("Vælg billeder").setInputFiles(files);
  await expect(page.getByText("15 af 15 billeder")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(15);
  await expect(page.getByRole("main").getByRole("img", { name: "opgave-14.png" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("img", { name: "opgave-15.png" })).toHaveCount(0);

  await expect(page.getByLabel("Vælg billeder")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Upload billeder" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: LIMIT })).toBeVisible();
  // Each file left out is named, also after the upload area has given way to the notice.
  const notice = page.getByRole("status").filter({ hasText: LIMIT });
  await expect(notice).toContainText("noter.jpg: Filen er ikke et billede.");
  await expect(notice).toContainText("Dette billede blev ikke uploadet: opgave-15.png");
  await expect(page.getByText("Slet et billede, hvis du vil uploade et nyt.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The limit notice is also what a fresh visit shows.
  await page.reload();
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(page.getByLabel("Vælg billeder")).toHaveCount(0);
});
