import { db } from "~/db/client.server";

/**
 * Which database the site files were rendered from (docs/decisions/026, "A restored backup"): the
 * cluster's system identifier and the database's OID. A restore into a new database (docs/deploy.md:
 * createdb, pg_restore, rename) or onto a new server gives another identity, so files rendered from the
 * database before the restore are neither served nor taken as current; the refresh job renders them again.
 * A restore in place (pg_restore --clean, a point-in-time restore) keeps the identity: there the refresh
 * job's version comparison (any difference, not only an older file) finds the sites.
 */
const FULL = `select (select system_identifier from pg_control_system())::text || '/' || oid::text as identity
  from pg_database where datname = current_database()`;
// A managed PostgreSQL may refuse pg_control_system() to an ordinary role: the OID alone still changes
// with the documented restore (a new database).
const OID_ONLY = "select oid::text as identity from pg_database where datname = current_database()";

let controlReadable = true;
let known: string | null = null;

/** Reads the identity of the database the pool is connected to, and remembers it for serving. */
export async function learnDatabaseIdentity(): Promise<string> {
  let identity: string | undefined;
  if (controlReadable) {
    try {
      identity = (await db().$client.query<{ identity: string }>(FULL)).rows[0]?.identity;
    } catch (error) {
      // insufficient_privilege; anything else (the database away) is the caller's to handle.
      if ((error as { code?: string }).code !== "42501") throw error;
      controlReadable = false;
    }
  }
  identity ??= (await db().$client.query<{ identity: string }>(OID_ONLY)).rows[0]!.identity;
  known = identity;
  return identity;
}

/**
 * Whether files rendered from `identity` may be served by this instance: yes when they come from the
 * database it was started on, or when either side is unknown (files written before identities were
 * recorded; a process that has not asked its database yet).
 */
export function isFromThisDatabase(identity: string | undefined): boolean {
  return identity === undefined || known === null || identity === known;
}
