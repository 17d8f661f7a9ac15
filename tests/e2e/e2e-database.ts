import crypto from "node:crypto";
import path from "node:path";
import type pg from "pg";
import { withEmbeddedDatabase } from "../../app/db/with-embedded-database";
import { demoCompany } from "../../app/server/seed/demo-companies";
import { PUBLISH_LOCK_SPACE } from "../../app/server/site-files/publish-lock";
import { withdrawSite } from "../../app/server/site-files/site-files-store.server";
import { E2E_PORT } from "../../playwright.config";

/**
 * The e2e server's own database, for arranging state the product offers no screen for (a trial that
 * ends in 10 days, page views, a company whose trial ended weeks ago) and for reading the outbox. The
 * server runs its embedded PostgreSQL in DATA_DIR=.e2e-data-<port> (playwright.config.ts); PostgreSQL
 * writes its port into postmaster.pid there. The credentials are the embedded server's fixed local ones.
 */
export function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withEmbeddedDatabase(path.resolve(`.e2e-data-${E2E_PORT}`), work);
}

export type OwnCompany = {
  email: string;
  subdomain: string;
  name: string;
  phone: string;
  contactEmail: string;
};

/**
 * A company of this test's own (copied from demo company 1 with its pages), with an owner who logs in
 * with the demo password, and a trial that ends `trialEndsInDays` from now (negative: in the past).
 */
export async function createOwnCompany(
  trialEndsInDays = 90,
  /** Issue 27: an established site counts as verified; `verified: false` with a register CVR tests the proof. */
  options: { cvr?: string; verified?: boolean } = {},
): Promise<OwnCompany> {
  const tag = crypto.randomBytes(4).toString("hex");
  const own = {
    email: `own-${tag}@e2e.example`,
    subdomain: `own-${tag}`,
    name: `Eget Firma ${tag} ApS`,
    phone: "+45 22 33 44 55",
    contactEmail: `kontakt-${tag}@e2e.example`,
  };
  await withDatabase(async (db) => {
    const template = demoCompany(1);
    const { rows } = await db.query(
      `select c.id, a.password from companies c join "user" u on u.email = c.company_email
       join account a on a.user_id = u.id where c.cvr = $1`,
      [template.cvr],
    );
    const source = rows[0] as { id: string; password: string };
    const userId = crypto.randomUUID();
    await db.query(`insert into "user" (id, name, email) values ($1, $2, $3)`, [userId, own.name, own.email]);
    await db.query(
      `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
       values ($1, $2, 'credential', $2, $3, now(), now())`,
      [crypto.randomUUID(), userId, source.password],
    );
    const company = await db.query(
      `insert into companies (cvr, name, company_email, owner_user_id, phone, email, hours, subdomain,
         domain_verification_token, industry_desc, start_date, trial_start_date, trial_end_date,
         ownership_verified_at)
       select $1, $2, $3, $4, $5, $6, hours, $7, $8, industry_desc, start_date, now() - interval '90 days',
         now() + make_interval(days => $9), case when $11 then now() end
       from companies where id = $10 returning id`,
      [
        options.cvr ?? String(crypto.randomInt(10_000_000, 99_999_999)),
        own.name,
        own.email,
        userId,
        own.phone,
        own.contactEmail,
        own.subdomain,
        tag,
        trialEndsInDays,
        source.id,
        options.verified ?? true,
      ],
    );
    await db.query(
      `insert into pages (company_id, page_name, title, subtitle, slug, type, layout, content, meta_title, meta_description)
       select $1, page_name, title, subtitle, slug, type, layout, content, meta_title, meta_description
       from pages where company_id = $2`,
      [company.rows[0].id, source.id],
    );
  });
  return own;
}

/**
 * After a test changed a site's rows directly (not through the app's bumpSiteVersion): announce it as
 * bumpSiteVersion does (NOTIFY, then wait out the 20 ms freshness lease, ADR 025) and take the site's
 * published files down, so the next request renders from the database; the periodic job publishes
 * them again (docs/decisions/026). The caller has raised companies.version itself.
 */
export async function siteChanged(db: pg.Client, companyId: string): Promise<void> {
  await db.query("select pg_notify('site_changed', $1)", [companyId]);
  // A publish already under way (a background icon render after a page view) renders the rows as they
  // were: wait for it to finish, then take its files down too. A later publish reads the new rows.
  await db.query("begin");
  await db.query("select pg_advisory_xact_lock($1, hashtext($2))", [PUBLISH_LOCK_SPACE, companyId]);
  await db.query("commit");
  // The app's own withdrawal: the link, then the marks that make the server read it again (ADR 039).
  withdrawSite(path.resolve(`.e2e-data-${E2E_PORT}`, "site-files"), companyId);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Adds the page "Vores opgaver" (/vores-opgaver, gallery layout) with this text and these gallery
 * items to a company of the test's own, as a direct database change (siteChanged).
 */
export async function addGalleryPage(
  subdomain: string,
  content: string,
  gallery: Array<{ title: string; description: string; image: string }>,
): Promise<void> {
  await withDatabase(async (db) => {
    const { rows } = await db.query("select id from companies where subdomain = $1", [subdomain]);
    const companyId = (rows[0] as { id: string }).id;
    await db.query(
      `insert into pages (company_id, page_name, title, slug, type, layout, content)
       values ($1, 'Opgaver', 'Vores opgaver', 'vores-opgaver', 'page', 'gallery', $2)`,
      [companyId, JSON.stringify({ main: { content, gallery } })],
    );
    await db.query("update companies set version = version + 1 where id = $1", [companyId]);
    await siteChanged(db, companyId);
  });
}
