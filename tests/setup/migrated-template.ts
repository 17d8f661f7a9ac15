/**
 * A copy of the run's database right after its migrations, made by the global setup (global-db.ts):
 * an isolated database is created from it (CREATE DATABASE … TEMPLATE copies files), which is much
 * quicker than applying every migration again in each test file that wants one. Nobody connects to
 * it, as a template requires.
 */
export const MIGRATED_TEMPLATE = "hv_migrated_template";
