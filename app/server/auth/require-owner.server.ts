import { and, eq, ne } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { auth } from "./auth.server";

type Company = typeof companies.$inferSelect;
export type Owner = { userId: string; email: string; company: Company };

/** The signed-in user and the company they own, or null. Ownership: companyEmail = login e-mail. */
export async function findOwner(request: Request): Promise<Owner | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  const result = await auth().api.getSession({ headers: new Headers({ cookie }) });
  if (!result) return null;
  const email = result.user.email.toLowerCase();
  // A site taken over by the CVR's owner (issue 27) is no longer its old account's to edit.
  const [company] = await db()
    .select()
    .from(companies)
    .where(and(eq(companies.companyEmail, email), ne(companies.status, "taken_over")))
    .limit(1);
  if (!company) return null;
  return { userId: result.user.id, email, company };
}

/**
 * Used by every admin loader and action: the company comes from the session, never from anything
 * the browser sends. Anonymous users (and users without a company) are sent to the login at /admin.
 */
export async function requireOwner(request: Request): Promise<Owner> {
  const owner = await findOwner(request);
  if (!owner) throw redirect("/admin");
  return owner;
}
