import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { connectTestDatabase, whileLockHeldElsewhere } from "../../../tests/setup/db";
import { countRecentQuoteRequests } from "./count-recent-quote-requests.server";
import { deleteExpiredQuoteRequests, RETENTION_LOCK_KEY } from "./delete-expired-quote-requests.server";
import { quoteRequestsCsv } from "./quote-requests-csv";
import { createQuoteTestCompany, storePhotoRequest } from "./test-support";

const db = connectTestDatabase();

const storeWithPhoto = (companyId: string, name: string) => storePhotoRequest(companyId, { name });

/** Backdates a request's last change to a day more than `months` months ago. */
const lastChangedMonthsAgo = (id: string, months: number) =>
  db
    .update(quoteRequests)
    .set({ updatedAt: sql`now() - make_interval(months => ${months}, days => 1)` })
    .where(eq(quoteRequests.id, id));

describe("retention", () => {
  it("deletes requests (and their photo files) older than the company's setting, keeps newer ones", async () => {
    const company = await createQuoteTestCompany(db);
    await db.update(companies).set({ quoteRetentionMonths: 3 }).where(eq(companies.id, company.id));
    const old = await storeWithPhoto(company.id, "Gammel");
    const recent = await storeWithPhoto(company.id, "Ny nok");
    await lastChangedMonthsAgo(old, 3);
    await lastChangedMonthsAgo(recent, 2);
    const [oldRow] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, old));

    expect(await deleteExpiredQuoteRequests()).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.companyId, company.id));
    expect(left.map((row) => row.id)).toEqual([recent]);
    expect(await storage().get(oldRow!.photos[0]!.key)).toBeNull();
    expect(await storage().get(oldRow!.photos[0]!.thumbKey)).toBeNull();
  });

  it("runs in one instance at a time: while another holds the lock it skips", async () => {
    expect(await whileLockHeldElsewhere(RETENTION_LOCK_KEY, deleteExpiredQuoteRequests)).toBeNull();
    expect(await deleteExpiredQuoteRequests()).not.toBeNull();
  });
});

describe("dashboard count and CSV", () => {
  it("counts the last 30 days only", async () => {
    const company = await createQuoteTestCompany(db);
    const old = await storeWithPhoto(company.id, "For længe siden");
    await storeWithPhoto(company.id, "I går");
    await db
      .update(quoteRequests)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(quoteRequests.id, old));
    expect(await countRecentQuoteRequests(company.id, 30)).toBe(1);
  });

  it("makes cells that start like a formula harmless", () => {
    const csv = quoteRequestsCsv([
      {
        createdAt: new Date("2026-03-01T12:00:00Z"),
        name: '=HYPERLINK("x")',
        phone: "+45 20 30 40 50",
        email: "",
        address: "Ærøgade 1",
        timing: "asap",
        status: "new",
        description: "linje 1\nlinje 2",
        note: "",
        photos: [],
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(
      '"\'=HYPERLINK(""x"")";"\'+45 20 30 40 50";"";"Ærøgade 1";"Hurtigst muligt";"Ny";"linje 1\nlinje 2"',
    );
  });
});
