import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import * as schema from "~/db/schema";
import { companies } from "~/db/schema";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { subdomainUrl } from "~/server/sites/site-url.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { listRecentSites } from "./list-recent-sites.server";

// The rule "the first 6, only when at least 8 exist" depends on how many companies there are, so it
// runs against a database of its own (other test files add companies to the shared one).
const shared = connectTestDatabase();
const databaseName = `recent_sites_${crypto.randomBytes(4).toString("hex")}`;
let pool: pg.Pool;
let own: Database;

beforeAll(async () => {
  await shared.execute(sql.raw(`create database ${databaseName}`));
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!.replace(/\/[^/]+$/, `/${databaseName}`) });
  own = drizzle(pool, { schema }) as Database;
  await applyMigrations(own);
});

afterAll(async () => {
  await pool?.end();
  await shared.execute(sql.raw(`drop database if exists ${databaseName}`));
});

const start = Date.parse("2026-03-01T08:00:00Z");

async function insertCompany(n: number, verified = true) {
  await own.insert(companies).values({
    cvr: String(30_000_000 + n),
    name: `Testfirma ${n}`,
    city: `By ${n}`,
    companyEmail: `ejer${n}@test.example`,
    hours: DEFAULT_HOURS,
    subdomain: `testfirma${n}`,
    domainVerificationToken: `token${n}`,
    // Company n is created n hours after the first.
    createdAt: new Date(start + n * 3_600_000),
    ownershipVerifiedAt: verified ? new Date(start + n * 3_600_000) : null,
  });
}

describe("listRecentSites", () => {
  it("shows nothing on an empty database", async () => {
    expect(await listRecentSites(own)).toEqual([]);
  });

  it("shows nothing at 7 companies and the 6 newest at 8, linked to their subdomains", async () => {
    for (let n = 1; n <= 7; n++) await insertCompany(n);
    expect(await listRecentSites(own)).toEqual([]);

    await insertCompany(8);
    const sites = await listRecentSites(own);
    expect(sites.map((site) => site.name)).toEqual([8, 7, 6, 5, 4, 3].map((n) => `Testfirma ${n}`));
    expect(sites[0]).toEqual({ name: "Testfirma 8", city: "By 8", url: subdomainUrl("testfirma8") });
    expect(new URL(sites[0]!.url).hostname).toBe(`testfirma8.${new URL(env().publicUrl).hostname}`);
  });

  it("still shows only 6 when there are many more", async () => {
    for (let n = 9; n <= 30; n++) await insertCompany(n);
    const sites = await listRecentSites(own);
    expect(sites.map((site) => site.name)).toEqual([30, 29, 28, 27, 26, 25].map((n) => `Testfirma ${n}`));
  });

  it("leaves out sites whose owner has not proved the CVR number (issue 27)", async () => {
    for (let n = 31; n <= 33; n++) await insertCompany(n, false);
    const sites = await listRecentSites(own);
    expect(sites.map((site) => site.name)).toEqual([30, 29, 28, 27, 26, 25].map((n) => `Testfirma ${n}`));
  });
});
