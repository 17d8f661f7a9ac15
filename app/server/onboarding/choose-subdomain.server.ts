import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { subdomainFromName } from "~/lib/naming";

const MAX_LENGTH = 30;

/** Names that must stay ours on every host (mail, technical hosts, product words). */
const RESERVED = new Set([
  "www",
  "admin",
  "api",
  "app",
  "mail",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "ns1",
  "ns2",
  "dns",
  "cdn",
  "static",
  "media",
  "assets",
  "status",
  "support",
  "help",
  "hjaelp",
  "kontakt",
  "blog",
  "docs",
  "dev",
  "test",
  "staging",
  "demo",
  "login",
  "konto",
  "onboarding",
  "haandvaerkernet",
]);

/**
 * SPEC §5 subdomain from the company name, made unique with a suffix on collision (-2, -3, ...),
 * never longer than 30 characters. The unique index is the final word: a racing sign-up that takes
 * the same name makes the insert fail, and the caller tries again.
 */
export async function chooseSubdomain(tx: DbOrTx, companyName: string): Promise<string> {
  const base = subdomainFromName(companyName);
  const result = await tx.execute<{ subdomain: string }>(
    sql`select subdomain from companies where subdomain = ${base} or subdomain like ${`${base.slice(0, 26)}%`}`,
  );
  const taken = new Set(result.rows.map((row) => row.subdomain));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = base.slice(0, MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate) && !RESERVED.has(candidate)) return candidate;
  }
}
