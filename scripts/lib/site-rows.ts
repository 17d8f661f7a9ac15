import type pg from "pg";

// Rows of a customer site written directly, as the admin screens store them: for the screenshot and
// Lighthouse scripts and the e2e tests that need a site with everything on. The caller bumps the
// company's version and announces the change afterwards.

/** Switches these trust sections (issue 13) on with this content: each is stored `enabled`. */
export async function writeTrustSections(
  db: pg.Client,
  companyId: string,
  sections: Record<string, Record<string, unknown>>,
): Promise<void> {
  for (const [name, data] of Object.entries(sections)) {
    await db.query(
      `insert into trust_sections (company_id, name, enabled, data) values ($1, $2, true, $3)
       on conflict (company_id, name) do update set data = excluded.data, enabled = true`,
      [companyId, name, JSON.stringify({ enabled: true, ...data })],
    );
  }
}

/** Switches the fradrag explainer, the service area and the on-call badge on, with these closures. */
export async function writeSiteDetails(
  db: pg.Client,
  companyId: string,
  details: { postcodes: string[]; onCallPhone: string; onCall: unknown; holidays: unknown[] },
): Promise<void> {
  await db.query(
    `insert into site_details (company_id, fradrag_enabled, area_enabled, area_postcodes, on_call_enabled, on_call_phone, on_call_schedule, holidays)
     values ($1, true, true, $2, true, $3, $4, $5)
     on conflict (company_id) do update set fradrag_enabled = true, area_enabled = true, area_postcodes = excluded.area_postcodes,
       on_call_enabled = true, on_call_phone = excluded.on_call_phone, on_call_schedule = excluded.on_call_schedule,
       holidays = excluded.holidays`,
    [
      companyId,
      JSON.stringify(details.postcodes),
      details.onCallPhone,
      JSON.stringify(details.onCall),
      JSON.stringify(details.holidays),
    ],
  );
}
