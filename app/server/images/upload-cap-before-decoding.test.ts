import crypto from "node:crypto";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { companies, images } from "~/db/schema";
import { IMAGE_MESSAGES, MAX_IMAGES } from "~/schemas/image";
import { connectTestDatabase } from "../../../tests/setup/db";

// Counts how often an upload gets as far as image processing (sniffing, header, decoding).
vi.mock("./process-image.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("./process-image.server")>();
  return { ...original, processImage: vi.fn(original.processImage) };
});

const db = connectTestDatabase();

describe("the 15-image cap", () => {
  it("is checked before any image work: parallel uploads at 14 images process exactly one file", async () => {
    const tag = crypto.randomBytes(5).toString("hex");
    const [company] = await db
      .insert(companies)
      .values({
        cvr: `6${crypto.randomInt(0, 10_000_000).toString().padStart(7, "0")}`,
        name: `Loftstest ${tag}`,
        companyEmail: `loft-${tag}@test.example`,
        hours: {},
        subdomain: `loftstest-${tag}`,
        domainVerificationToken: tag,
      })
      .returning();
    await db.insert(images).values(
      Array.from({ length: MAX_IMAGES - 1 }, (_, i) => ({
        companyId: company!.id,
        name: `billede-${i}.webp`,
        path: `images/${company!.cvr}/findes-${i}.webp`,
        contentType: "image/webp",
        uploadedBy: company!.companyEmail,
        cvr: company!.cvr,
        width: 10,
        height: 10,
      })),
    );
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    // Imported afresh: a worker runs file after file (vitest.config.ts, isolate: false), and an upload
    // module an earlier file loaded holds the real processImage, not this file's counting one.
    vi.resetModules();
    const { processImage } = await import("./process-image.server");
    const { uploadImage } = await import("./upload-image.server");
    vi.mocked(processImage).mockClear();

    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        uploadImage({
          companyId: company!.id,
          cvr: company!.cvr,
          uploadedBy: company!.companyEmail,
          fileName: `ny-${i}.png`,
          bytes,
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        message: IMAGE_MESSAGES.limitReached,
      });
    }
    expect(vi.mocked(processImage)).toHaveBeenCalledTimes(1);
  });
});
