import { eq, sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { companies, ownershipOidcLogins } from "~/db/schema";
import { identityEnabled, identityProvider } from "~/integrations/identity/index.server";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { AppError } from "~/server/errors";
import { log } from "~/server/log.server";

export const OIDC_LOGIN_MINUTES = 10;

/** The one address the broker returns to (registered with it): on the product's main host. */
export function oidcRedirectUri(): string {
  return `${env().publicUrl}/mitid/retur`;
}

/**
 * "Log ind med MitID Erhverv" (issue 27): prepares a login for the signed-in owner's company and
 * answers where the browser goes next: /mitid/start on the main host, which binds the login to the
 * browser with a cookie there and sends it on to the broker.
 */
export async function startOwnershipOidc(
  owner: { companyId: string; userId: string },
  returnTo: string,
): Promise<string> {
  if (!identityEnabled()) throw new AppError("UNAVAILABLE", OWNERSHIP_MESSAGES.oidcNotSetUp);
  const [company] = await db()
    .select({ verifiedAt: companies.ownershipVerifiedAt })
    .from(companies)
    .where(eq(companies.id, owner.companyId))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", "Virksomheden findes ikke.");
  if (company.verifiedAt) throw new AppError("CONFLICT", OWNERSHIP_MESSAGES.alreadyVerified);
  let login: Awaited<ReturnType<ReturnType<typeof identityProvider>["start"]>>;
  try {
    login = await identityProvider().start(oidcRedirectUri());
  } catch (error) {
    log("warn", "mitid login could not start", {
      reason: error instanceof Error ? error.message : String(error),
    });
    throw new AppError("UNAVAILABLE", OWNERSHIP_MESSAGES.oidcFailed);
  }
  // Logins nobody finished go when the next one starts (a handful of rows at most).
  await db().execute(sql`delete from ownership_oidc_logins where expires_at < now() - interval '1 hour'`);
  await db()
    .insert(ownershipOidcLogins)
    .values({
      state: login.state,
      companyId: owner.companyId,
      userId: owner.userId,
      nonce: login.nonce,
      codeVerifier: login.codeVerifier,
      authorizeUrl: login.url,
      returnTo,
      expiresAt: new Date(Date.now() + OIDC_LOGIN_MINUTES * 60_000),
    });
  return `${env().publicUrl}/mitid/start?state=${encodeURIComponent(login.state)}`;
}
