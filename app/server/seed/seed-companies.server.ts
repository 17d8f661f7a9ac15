import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { account, companies, ownershipEvents, pages, user } from "~/db/schema";
import { DEMO_PASSWORD, type DemoCompany, demoCompany } from "./demo-companies";

const BATCH = 1000;
const SUBDOMAIN_MAX = 30;

/**
 * Creates demo companies 1..count (skipping those that exist) with their pages and owner accounts,
 * in bulk inserts of a thousand per transaction: 100 000 companies take minutes, not hours.
 */
export async function seedCompanies(count: number, onProgress?: (done: number) => void): Promise<number> {
  // One hash for every demo owner: scrypt is deliberately slow, and these accounts share a password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const used = new Set(
    (await db().select({ subdomain: companies.subdomain }).from(companies)).map((row) => row.subdomain),
  );
  const now = Date.now();
  let created = 0;
  for (let start = 1; start <= count; start += BATCH) {
    const batch: DemoCompany[] = [];
    for (let n = start; n < Math.min(start + BATCH, count + 1); n++) batch.push(demoCompany(n));
    const existing = new Set(
      (
        await db()
          .select({ cvr: companies.cvr })
          .from(companies)
          .where(
            inArray(
              companies.cvr,
              batch.map((c) => c.cvr),
            ),
          )
      ).map((row) => row.cvr),
    );
    const fresh = batch.filter((c) => !existing.has(c.cvr));
    if (fresh.length > 0) await insertBatch(fresh, passwordHash, used, now, count);
    created += fresh.length;
    onProgress?.(Math.min(start + BATCH - 1, count));
  }
  return created;
}

async function insertBatch(
  batch: DemoCompany[],
  passwordHash: string,
  used: Set<string>,
  now: number,
  total: number,
) {
  const users: Array<typeof user.$inferInsert> = [];
  const accounts: Array<typeof account.$inferInsert> = [];
  const companyRows: Array<typeof companies.$inferInsert> = [];
  const pageRows: Array<typeof pages.$inferInsert> = [];
  for (const demo of batch) {
    // Older numbers were "created" earlier, so the newest demo companies are the highest numbers.
    const createdAt = new Date(now - (total - demo.n + 1) * 60_000);
    const userId = crypto.randomUUID();
    const companyId = crypto.randomUUID();
    users.push({ id: userId, name: demo.name, email: demo.companyEmail, createdAt, updatedAt: createdAt });
    accounts.push({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
    const { pages: demoPages, n: _n, baseSubdomain, ...fields } = demo;
    companyRows.push({
      ...fields,
      id: companyId,
      ownerUserId: userId,
      subdomain: uniqueSubdomain(baseSubdomain, used),
      domainVerificationToken: crypto.randomBytes(12).toString("hex"),
      trialStartDate: createdAt,
      trialEndDate: new Date(createdAt.getTime() + 90 * 86_400_000),
      // Issue 27: the demo companies count as verified (their register contacts are fictional).
      ownershipVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    demoPages.forEach((demoPage, i) => {
      const pageCreated = new Date(createdAt.getTime() + i * 1000);
      pageRows.push({ ...demoPage, companyId, createdAt: pageCreated, updatedAt: pageCreated });
    });
  }
  await db().transaction(async (tx) => {
    await tx.insert(user).values(users);
    await tx.insert(account).values(accounts);
    await tx.insert(companies).values(companyRows);
    await tx
      .insert(ownershipEvents)
      .values(
        companyRows.map((row) => ({ companyId: row.id!, cvr: row.cvr, event: "verified", method: "seed" })),
      );
    for (let i = 0; i < pageRows.length; i += BATCH)
      await tx.insert(pages).values(pageRows.slice(i, i + BATCH));
  });
}

function uniqueSubdomain(base: string, used: Set<string>): string {
  let candidate = base.slice(0, SUBDOMAIN_MAX);
  for (let i = 2; used.has(candidate); i++) {
    const suffix = `-${i}`;
    candidate = base.slice(0, SUBDOMAIN_MAX - suffix.length) + suffix;
  }
  used.add(candidate);
  return candidate;
}

export async function countCompanies(): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(companies);
  return row?.n ?? 0;
}
