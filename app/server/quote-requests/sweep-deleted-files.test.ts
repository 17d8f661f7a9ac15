import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, deletedFiles, quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { deleteQuoteRequests } from "./delete-quote-request.server";
import { sweepDeletedFiles } from "./sweep-deleted-files.server";
import { createQuoteTestCompany, storePhotoRequest } from "./test-support";

// Its own database: the sweep handles every queued file.
const database = connectIsolatedTestDatabase("sweep_deleted_files_test");

async function requestWithPhotos(companyId: string) {
  const id = await storePhotoRequest(companyId, {}, ["#b91c1c", "#1d4ed8"]);
  const [row] = await database().select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row!.photos.flatMap((photo) => [photo.key, photo.thumbKey]);
}

const exists = async (keys: string[]) =>
  Promise.all(keys.map(async (key) => (await storage().get(key)) !== null));

describe("request photo files when rows go away", () => {
  it("a deleted company's request photos are queued by the delete and removed by the sweep", async () => {
    const company = await createQuoteTestCompany(database());
    const keys = await requestWithPhotos(company.id);
    expect(keys).toHaveLength(4);
    expect(await exists(keys)).toEqual([true, true, true, true]);

    await database().delete(companies).where(eq(companies.id, company.id));
    // The cascade removed the rows; the files wait for the sweep, queued in the same commit.
    expect(
      await database().select().from(quoteRequests).where(eq(quoteRequests.companyId, company.id)),
    ).toEqual([]);
    const queued = await database().select().from(deletedFiles).where(inArray(deletedFiles.key, keys));
    expect(queued.map((row) => row.key).sort()).toEqual([...keys].sort());

    expect(await sweepDeletedFiles()).toBeGreaterThanOrEqual(4);
    expect(await exists(keys)).toEqual([false, false, false, false]);
    expect(await database().select().from(deletedFiles).where(inArray(deletedFiles.key, keys))).toEqual([]);
  });

  it("a rolled-back delete queues nothing and keeps the files", async () => {
    const company = await createQuoteTestCompany(database());
    const keys = await requestWithPhotos(company.id);
    await database()
      .transaction(async (tx) => {
        await tx.delete(companies).where(eq(companies.id, company.id));
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await sweepDeletedFiles();
    expect(await exists(keys)).toEqual([true, true, true, true]);
    expect(await database().select().from(deletedFiles).where(inArray(deletedFiles.key, keys))).toEqual([]);

    // The owner's delete removes the files at once; the queued keys are swept without error.
    expect(
      await deleteQuoteRequests(company.id, [
        (await database().select().from(quoteRequests).where(eq(quoteRequests.companyId, company.id)))[0]!.id,
      ]),
    ).toBe(1);
    expect(await exists(keys)).toEqual([false, false, false, false]);
    await sweepDeletedFiles();
    expect(await database().select().from(deletedFiles).where(inArray(deletedFiles.key, keys))).toEqual([]);
  });
});
