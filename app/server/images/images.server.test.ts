import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companies, images, pages } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { IMAGE_MESSAGES, MAX_IMAGES, UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { connectTestDatabase } from "../../../tests/setup/db";
import { deleteImage } from "./delete-image.server";
import { listImages } from "./list-images.server";
import { uploadImage } from "./upload-image.server";
import { uploadLogo } from "./upload-logo.server";

const db = connectTestDatabase();

/** A company of this file's own (random CVR and e-mail, so other test files never collide). */
async function createCompany() {
  const cvr = `7${crypto.randomInt(0, 10_000_000).toString().padStart(7, "0")}`;
  const tag = crypto.randomBytes(5).toString("hex");
  const [company] = await db
    .insert(companies)
    .values({
      cvr,
      name: `Billedtest ${tag} ApS`,
      companyEmail: `ejer-${tag}@billedtest.example`,
      hours: {},
      subdomain: `billedtest-${tag}`,
      domainVerificationToken: tag,
    })
    .returning();
  return company!;
}

const png = (width = 640, height = 480, background = "#0f766e") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(
  company: { id: string; cvr: string; companyEmail: string },
  fileName = "tag.png",
  bytes?: Buffer,
) {
  return uploadImage({
    companyId: company.id,
    cvr: company.cvr,
    uploadedBy: company.companyEmail,
    fileName,
    bytes: bytes ?? (await png()),
  });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const version = async (id: string) =>
  (await db.select({ version: companies.version }).from(companies).where(eq(companies.id, id)))[0]!.version;

/** Seeds `count` archive rows directly (no files): the cap is about rows. */
async function fillArchive(company: { id: string; cvr: string }, count: number) {
  await db.insert(images).values(
    Array.from({ length: count }, (_, i) => ({
      companyId: company.id,
      name: `fyld-${i}.jpg`,
      path: `images/${company.cvr}/1700000000000-fyld-${i}.webp`,
      contentType: "image/webp",
      uploadedBy: "test@billedtest.example",
      cvr: company.cvr,
      width: 10,
      height: 10,
    })),
  );
}

describe("uploadImage", () => {
  it("stores WebP renditions under images/{cvr}/{timestamp}-{filename} with the metadata columns", async () => {
    const company = await createCompany();
    const before = await version(company.id);
    const { image, count } = await upload(company, "Tagrenovering på Østerbro.png", await png(2000, 1000));
    expect(count).toBe(1);
    expect(image.name).toBe("Tagrenovering på Østerbro.png");
    expect(image.path).toMatch(
      new RegExp(`^images/${company.cvr}/\\d{13}-tagrenovering-paa-oesterbro-[0-9a-f]{8}\\.webp$`),
    );
    expect(image.url).toBe(`/media/${image.path}`);
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect(image.srcSet).toBe(
      [480, 960, 1600]
        .map((w) => `/media/${image.path.replace(/\.webp$/, w === 1600 ? ".webp" : `-${w}.webp`)} ${w}w`)
        .join(", "),
    );

    const [row] = await db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({
      companyId: company.id,
      contentType: "image/webp",
      uploadedBy: company.companyEmail,
      cvr: company.cvr,
    });
    expect(row!.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    for (const variant of row!.variants) {
      const file = await storage().get(variant.key);
      expect(file?.contentType).toBe("image/webp");
      expect(file?.body.length).toBe(variant.bytes);
      expect((await sharp(file!.body).metadata()).width).toBe(variant.width);
    }
    expect(await version(company.id)).toBe(before + 1);
    expect(await listImages(company.id)).toEqual([image]);
  });

  it("makes a path-traversal file name harmless", async () => {
    const company = await createCompany();
    const { image } = await upload(company, "../../../etc/passwd.png");
    expect(image.name).toBe("passwd.png");
    expect(image.path).toMatch(new RegExp(`^images/${company.cvr}/\\d{13}-passwd-[0-9a-f]{8}\\.webp$`));
    expect(await storage().get(image.path)).not.toBeNull();
  });

  it("refuses abuse with a Danish reason and stores nothing", async () => {
    const company = await createCompany();
    const attempts: Array<[string, Buffer, string]> = [
      ["billede.jpg", Buffer.from("Hej, jeg er en tekstfil\n"), UPLOAD_REASONS.notImage],
      [
        "billede.png",
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from("<html><script>alert(1)</script>"),
        ]),
        UPLOAD_REASONS.unreadable,
      ],
      [
        "logo.svg",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
        UPLOAD_REASONS.svg,
      ],
      ["tomt.png", Buffer.alloc(0), UPLOAD_REASONS.noFile],
      ["stort.jpg", Buffer.alloc(15 * 1024 * 1024 + 1, 0xff), UPLOAD_REASONS.tooLarge],
      [
        "bombe.png",
        await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#fff" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        UPLOAD_REASONS.tooManyPixels,
      ],
    ];
    for (const [name, bytes, reason] of attempts) {
      const error = await failure(upload(company, name, bytes));
      expect(error.code).toBe("VALIDATION");
      expect(error.message).toBe(reason);
    }
    expect(await listImages(company.id)).toEqual([]);
  });

  it("holds the 15-image cap under 20 concurrent uploads at 14: exactly one wins", async () => {
    const company = await createCompany();
    await fillArchive(company, MAX_IMAGES - 1);
    const bytes = await png(800, 600);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => upload(company, "samme-navn.png", bytes)),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const result of lost) {
      expect(result.reason).toBeInstanceOf(AppError);
      expect((result.reason as AppError).message).toBe(IMAGE_MESSAGES.limitReached);
    }
    const rows = await db.select().from(images).where(eq(images.companyId, company.id));
    expect(rows).toHaveLength(MAX_IMAGES);
    // The winner's files exist, and no loser left a file behind: only the winner's key stems remain.
    const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof upload>>>).value.image;
    expect(await storage().get(winner.path)).not.toBeNull();
    const folder = `${process.env.DATA_DIR}/uploads/images/${company.cvr}`;
    const { readdir } = await import("node:fs/promises");
    const stems = new Set(
      (await readdir(folder)).filter((f) => f.endsWith(".webp")).map((f) => f.replace(/(-\d+)?\.webp$/, "")),
    );
    expect([...stems]).toEqual([
      winner.path
        .split("/")
        .pop()!
        .replace(/\.webp$/, ""),
    ]);

    const error = await failure(upload(company));
    expect(error.code).toBe("LIMIT_REACHED");
    expect(error.message).toBe("Du kan ikke uploade flere end 15 billeder");
  });
});

describe("deleteImage", () => {
  it("removes the row and files, clears its uses on pages and the logo, and bumps the version", async () => {
    const company = await createCompany();
    const { image } = await upload(company, "facade.png", await png(1200, 800));
    const { image: kept } = await upload(company, "andet.png");
    const [row] = await db.select().from(images).where(eq(images.id, image.id));
    const small = row!.variants[0]!.key;
    await db.insert(pages).values([
      {
        companyId: company.id,
        pageName: "Forside",
        slug: "forside",
        type: "homepage",
        layout: "hero",
        content: {
          hero: { title: "Velkommen", backgroundImage: image.path },
          main: { content: "Tekst", image: kept.path },
        },
      },
      {
        companyId: company.id,
        pageName: "Galleri",
        slug: "galleri",
        layout: "gallery",
        content: {
          main: {
            image: `/media/${small}`,
            gallery: [
              { title: "Facade", description: "Ny facade", image: image.path },
              { title: "Andet", description: "Noget andet", image: kept.path },
            ],
          },
        },
      },
    ]);
    await db.update(companies).set({ logo: image.path }).where(eq(companies.id, company.id));
    const before = await version(company.id);

    expect(await deleteImage({ companyId: company.id, imageId: image.id })).toEqual({ name: "facade.png" });

    expect(await listImages(company.id)).toEqual([kept]);
    for (const variant of row!.variants) expect(await storage().get(variant.key)).toBeNull();
    const contents = Object.fromEntries(
      (await db.select().from(pages).where(eq(pages.companyId, company.id))).map((p) => [p.slug, p.content]),
    );
    expect(contents.forside).toEqual({
      hero: { title: "Velkommen", backgroundImage: "" },
      main: { content: "Tekst", image: kept.path },
    });
    expect(contents.galleri).toEqual({
      main: {
        image: "",
        gallery: [
          { title: "Facade", description: "Ny facade", image: "" },
          { title: "Andet", description: "Noget andet", image: kept.path },
        ],
      },
    });
    const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(after!.logo).toBeNull();
    expect(after!.version).toBe(before + 1);
  });

  it("cannot delete another company's image: 'Kunne ikke slette billedet' and their row and files stay", async () => {
    const owner = await createCompany();
    const intruder = await createCompany();
    const { image } = await upload(owner, "mit.png");
    const before = await version(owner.id);
    for (const imageId of [image.id, crypto.randomUUID(), "ikke-et-id"]) {
      const error = await failure(deleteImage({ companyId: intruder.id, imageId }));
      expect(error.code).toBe("NOT_FOUND");
      expect(error.message).toBe("Kunne ikke slette billedet");
    }
    expect(await listImages(owner.id)).toEqual([image]);
    expect(await storage().get(image.path)).not.toBeNull();
    expect(await version(owner.id)).toBe(before);
  });
});

describe("uploadLogo", () => {
  it("stores a transparent WebP logo under logos/{cvr}/, sets it on the company and keeps the old file for the settings history", async () => {
    const company = await createCompany();
    const transparent = await sharp({
      create: { width: 900, height: 300, channels: 4, background: { r: 200, g: 80, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const before = await version(company.id);
    const first = await uploadLogo({
      companyId: company.id,
      cvr: company.cvr,
      fileName: "Logo Østergaard.png",
      bytes: transparent,
    });
    expect(first.key).toMatch(
      new RegExp(`^logos/${company.cvr}/\\d{13}-logo-oestergaard-[0-9a-f]{8}\\.webp$`),
    );
    expect(first.logoUrl).toBe(`/media/${first.key}`);
    const stored = await storage().get(first.key);
    const meta = await sharp(stored!.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["webp", 512, 171, true]);
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.logo).toBe(first.key);
    expect(row!.version).toBe(before + 1);

    const second = await uploadLogo({
      companyId: company.id,
      cvr: company.cvr,
      fileName: "nyt.png",
      bytes: await png(100, 100),
    });
    // A settings version points at the old logo, so "Gendan" can bring it back.
    expect(await storage().get(first.key)).not.toBeNull();
    expect(await storage().get(second.key)).not.toBeNull();
    const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(after!.logo).toBe(second.key);
  });

  it("refuses a non-image and keeps the current logo", async () => {
    const company = await createCompany();
    const { key } = await uploadLogo({
      companyId: company.id,
      cvr: company.cvr,
      fileName: "logo.png",
      bytes: await png(64, 64),
    });
    const error = await failure(
      uploadLogo({
        companyId: company.id,
        cvr: company.cvr,
        fileName: "logo.svg",
        bytes: Buffer.from("<svg><script/></svg>"),
      }),
    );
    expect(error.message).toBe(UPLOAD_REASONS.svg);
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.logo).toBe(key);
  });
});
