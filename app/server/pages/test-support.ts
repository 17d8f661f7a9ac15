import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { DEFAULT_HOURS } from "~/lib/opening-hours";

/**
 * A company of its own for one test (test files share one database and run in parallel), with the
 * two pages every new site gets: 'Forside' (homepage, hero) and 'Om os' (text-image).
 */
export async function createTestCompany(
  db: Database,
  name = "Testfirma Tømrer",
  companyEmail = `ejer-${crypto.randomBytes(6).toString("hex")}@test.example`,
) {
  const tag = crypto.randomBytes(6).toString("hex");
  const [company] = await db
    .insert(companies)
    .values({
      cvr: String(crypto.randomInt(10_000_000, 99_999_999)),
      name,
      city: "Vejle",
      companyEmail,
      hours: DEFAULT_HOURS,
      subdomain: `test${tag}`,
      domainVerificationToken: tag,
      // An established site (issue 27): tests of unverified sites say so themselves.
      ownershipVerifiedAt: new Date(),
      industryDesc: "Tømrer- og bygningssnedkervirksomhed",
      startDate: "2010-04-01",
      employees: 3,
    })
    .returning();
  const now = Date.now();
  const [home, about] = await db
    .insert(pages)
    .values([
      {
        companyId: company!.id,
        pageName: "Forside",
        slug: "forside",
        type: "homepage",
        layout: "hero",
        title: `${name} i Vejle`,
        subtitle: "Vi svarer samme dag",
        content: {
          hero: { title: `${name} i Vejle`, subtitle: "Vi svarer samme dag" },
          main: { content: "Første afsnit.\n\nAndet afsnit." },
        },
        createdAt: new Date(now - 2000),
        updatedAt: new Date(now - 2000),
      },
      {
        companyId: company!.id,
        pageName: "Om os",
        slug: "om-os",
        type: "page",
        layout: "text-image",
        title: `Om ${name}`,
        content: { main: { content: "Vi er et lille firma." } },
        createdAt: new Date(now - 1000),
        updatedAt: new Date(now - 1000),
      },
    ])
    .returning();
  return { company: company!, home: home!, about: about! };
}

/** Everything about a company's pages, to prove another owner's request changed nothing. */
export async function snapshotPages(db: Database, companyId: string) {
  const rows = await db.select().from(pages).where(eq(pages.companyId, companyId)).orderBy(pages.id);
  const [company] = await db
    .select({ version: companies.version, websiteContent: companies.websiteContent })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { rows, company };
}
