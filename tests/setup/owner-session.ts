import crypto from "node:crypto";
import type { Database } from "~/db/client.server";
import { auth } from "~/server/auth/auth.server";
import { createTestCompany } from "~/server/pages/test-support";

/**
 * A real owner login for route tests: signs a new e-mail up through better-auth, signs in, and
 * returns the Cookie header a browser would send afterwards.
 */
export async function signUpWithSession(email: string, password = "hemmelig-kode-123"): Promise<string> {
  await auth().api.signUpEmail({ body: { email, password, name: email } });
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A real owner with a site of their own (the two pages of createTestCompany): better-auth account,
 * company and the session's Cookie header. `label` names the company and the e-mail's domain.
 */
export async function createOwnerWithSite(db: Database, label: string) {
  const tag = crypto.randomBytes(5).toString("hex");
  const email = `ejer-${tag}@${label.toLowerCase()}.example`;
  const cookie = await signUpWithSession(email);
  return { ...(await createTestCompany(db, `${label} ${tag}`, email)), cookie, email };
}
