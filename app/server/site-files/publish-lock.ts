/**
 * The advisory-lock space of a site's publish (pg_advisory_xact_lock(space, hashtext(companyId))): one
 * publish of a site at a time, across instances. Tests that change rows directly take the same lock to
 * wait out a publish already rendering the old rows (tests/e2e/e2e-database.ts, siteChanged).
 */
// Two-key space (the scheduler's is 7310000).
export const PUBLISH_LOCK_SPACE = 7310026;
