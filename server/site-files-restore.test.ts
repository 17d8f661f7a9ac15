import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, db } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { startHttpApp, type TestHttpApp } from "../tests/setup/http-app";
import { MIGRATED_TEMPLATE } from "../tests/setup/migrated-template";

// A backup restored under published site files that are newer than it (docs/decisions/026, "A restored
// backup"; docs/deploy.md section 5), over the real HTTP app: the restored content is what visitors get,
// and the refresh job renders it into files again. Databases of this file's own on the run's server.
const LIVE = "site_files_restore_live";
const BACKUP = "site_files_restore_backup";
const adminUrl = () => process.env.DATABASE_URL!;
const urlOf = (name: string) => adminUrl().replace(/\/[^/?]+(\?.*)?$/, `/${name}`);

async function admin(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

type AppModule = TestHttpApp["appModule"] & {
  learnDatabaseIdentity: () => Promise<string>;
  refreshSiteFiles: (budgetMs?: number) => Promise<{ published: number; wrapped: boolean }>;
};
const moduleOf = (app: TestHttpApp) => app.appModule as AppModule;

let app: TestHttpApp | undefined;
let site: { id: string; subdomain: string };
const home = () => app!.request(`${site.subdomain}.localhost`, "/");

/** An owner's edit: every page's title and the site's version raised, published after the commit. */
async function edit(title: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.update(pages).set({ title }).where(eq(pages.companyId, site.id));
    await bumpSiteVersion(tx, site.id);
  });
}

/** An instance started on `database` as the server starts one (startServices learns its database). */
async function startInstance(database: string): Promise<void> {
  await app?.close();
  app = await startHttpApp({ databaseUrl: urlOf(database) });
  await moduleOf(app).learnDatabaseIdentity();
}

/** The refresh job's runs until it has been over every company once. */
async function refreshAll(): Promise<number> {
  let published = 0;
  for (let run = 0; run < 5; run++) {
    const result = await moduleOf(app!).refreshSiteFiles(60_000);
    published += result.published;
    if (result.wrapped) break;
  }
  return published;
}

beforeAll(async () => {
  await admin(
    `drop database if exists ${LIVE} with (force)`,
    `drop database if exists ${BACKUP} with (force)`,
    `create database ${LIVE} template ${MIGRATED_TEMPLATE}`,
  );
  connectDatabase(urlOf(LIVE), { max: 10 });
  site = (await createTestCompany(db(), "Gendannet Tømrer")).company;
  await startInstance(LIVE);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await admin(
    `drop database if exists ${LIVE} with (force)`,
    `drop database if exists ${BACKUP} with (force)`,
  );
});

describe("a backup restored under newer site files", { timeout: 120_000 }, () => {
  it("restored into a new database (the documented swap): the restored pages are served at once, then from files again", async () => {
    await edit("Tekst fra sikkerhedskopien");
    // The nightly backup: a copy of the database as it is now (no connection may be open to copy it).
    await app!.close();
    app = undefined;
    await admin(`create database ${BACKUP} template ${LIVE}`);
    await startInstance(LIVE);
    await edit("Tekst skrevet efter kopien");
    const before = await home();
    expect(before.headers["x-site-cache"]).toBe("file");
    expect(before.body).toContain("Tekst skrevet efter kopien");

    // The restore: the instances start on the restored database; the site files stay where they are.
    await startInstance(BACKUP);
    const restored = await home();
    expect(restored.status).toBe(200);
    expect(restored.headers["x-site-cache"]).not.toBe("file");
    expect(restored.body).toContain("Tekst fra sikkerhedskopien");
    expect(restored.body).not.toContain("Tekst skrevet efter kopien");

    expect(await refreshAll()).toBeGreaterThanOrEqual(1);
    const after = await home();
    expect(after.headers["x-site-cache"]).toBe("file");
    expect(after.body).toContain("Tekst fra sikkerhedskopien");
    expect(after.body).not.toContain("Tekst skrevet efter kopien");
  });

  it("restored in place (same database, an older version): the refresh job renders the older content again", async () => {
    const [{ version: restoredVersion }] = (await db()
      .select({ version: companies.version })
      .from(companies)
      .where(eq(companies.id, site.id))) as [{ version: number }];
    await edit("Senere end gendannelsen");
    expect((await home()).body).toContain("Senere end gendannelsen");
    // A site created after the backup, published.
    const later = (await createTestCompany(db(), "Oprettet Efter Kopien")).company;
    await db().transaction((tx) => bumpSiteVersion(tx, later.id));
    const laterHome = () => app!.request(`${later.subdomain}.localhost`, "/");
    expect((await laterHome()).headers["x-site-cache"]).toBe("file");

    // pg_restore --clean or a point-in-time restore writes the old rows back: no version bump, no
    // publish, and the later company's rows are gone.
    await db().update(pages).set({ title: "Tekst fra sikkerhedskopien" }).where(eq(pages.companyId, site.id));
    await db().update(companies).set({ version: restoredVersion }).where(eq(companies.id, site.id));
    await db().delete(companies).where(eq(companies.id, later.id));

    expect(await refreshAll()).toBeGreaterThanOrEqual(1);
    const after = await home();
    expect(after.headers["x-site-cache"]).toBe("file");
    expect(after.headers.etag).toMatch(new RegExp(`^"${restoredVersion}-`));
    expect(after.body).toContain("Tekst fra sikkerhedskopien");
    expect(after.body).not.toContain("Senere end gendannelsen");
    const gone = await laterHome();
    expect(gone.headers["x-site-cache"]).not.toBe("file");
    expect(gone.status).toBe(404);
  });
});
