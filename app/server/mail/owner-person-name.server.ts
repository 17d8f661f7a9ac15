import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";

/**
 * The owner's own name for a mail's greeting (issue 23: "Hej Lars", not "Hej Hansen Tømrer ApS"), or
 * null when we know none. The owner is the user whose login e-mail is the company's (ADR 003); sign-up
 * stores the company name as the user's name, which is no person's name, so that one does not count.
 */
export async function ownerPersonName(
  tx: DbOrTx,
  companyEmail: string,
  companyName: string,
): Promise<string | null> {
  const result = await tx.execute<{ name: string }>(
    sql`select name from "user" where email = ${companyEmail.toLowerCase()} limit 1`,
  );
  return personName(result.rows[0]?.name, companyName);
}

/** A user's name that names a person: not empty, not the company's name, not an e-mail address. */
export function personName(userName: string | null | undefined, companyName: string): string | null {
  const name = (userName ?? "").trim();
  if (!name || name.includes("@")) return null;
  if (name.toLocaleLowerCase("da") === companyName.trim().toLocaleLowerCase("da")) return null;
  return name;
}
