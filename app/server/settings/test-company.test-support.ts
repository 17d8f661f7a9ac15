import crypto from "node:crypto";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import { DEFAULT_HOURS } from "~/lib/opening-hours";

export type TestCompany = typeof companies.$inferSelect;

let counter = 0;

/** Inserts a company with unique cvr, subdomain and e-mail for a test; fields can be overridden. */
export async function insertTestCompany(
  db: Database,
  fields: Partial<typeof companies.$inferInsert> = {},
): Promise<TestCompany> {
  counter += 1;
  const unique = `${process.pid % 1000}${counter}${crypto.randomInt(1000, 9999)}`;
  const [row] = await db
    .insert(companies)
    .values({
      cvr: crypto.randomInt(10_000_000, 99_999_999).toString(),
      name: `Testfirma ${unique}`,
      companyEmail: `ejer-${unique}@test.example`,
      subdomain: `testfirma${unique}`,
      hours: { ...DEFAULT_HOURS },
      domainVerificationToken: crypto.randomBytes(12).toString("hex"),
      // An established site (issue 27): tests of unverified sites say so themselves.
      ownershipVerifiedAt: new Date(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
