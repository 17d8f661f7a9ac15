import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, ownershipOidcLogins } from "~/db/schema";
import { identityProvider } from "~/integrations/identity/index.server";
import { log } from "~/server/log.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { markOwnershipVerified } from "./mark-ownership-verified.server";
import { oidcBrowserHash } from "./oidc-browser-key.server";
import { recordOwnershipEvent } from "./record-ownership-event.server";
import { oidcRedirectUri } from "./start-ownership-oidc.server";

export type OidcOutcome =
  | { kind: "verified"; returnTo: string }
  | { kind: "wrong-cvr"; returnTo: string; cvr: string }
  | { kind: "failed"; returnTo: string | null };

/**
 * /mitid/retur: the broker's answer. The login is taken once (deleted as it is read), must belong to
 * this browser and be fresh; the ID token's MitID Erhverv CVR claim must be the company's own number.
 * Every refusal after a login is written to the audit table with what the broker said.
 */
export async function finishOwnershipOidc(callbackUrl: URL, browserKey: string | null): Promise<OidcOutcome> {
  const state = callbackUrl.searchParams.get("state") ?? "";
  const [login] = state
    ? await db().delete(ownershipOidcLogins).where(eq(ownershipOidcLogins.state, state)).returning()
    : [];
  if (!login) return { kind: "failed", returnTo: null };
  const returnTo = login.returnTo;
  const expected = Buffer.from(login.browserHash ?? "");
  const given = Buffer.from(browserKey ? oidcBrowserHash(browserKey) : "");
  if (
    login.expiresAt.getTime() < Date.now() ||
    expected.length === 0 ||
    expected.length !== given.length ||
    !crypto.timingSafeEqual(expected, given)
  )
    return { kind: "failed", returnTo };

  // The broker's answer as on the registered address (the request may have come through a proxy
  // under another host or port): openid-client takes redirect_uri from it.
  const registered = new URL(oidcRedirectUri());
  registered.search = callbackUrl.search;
  const result = await identityProvider().finish(registered, {
    state: login.state,
    nonce: login.nonce,
    codeVerifier: login.codeVerifier,
    redirectUri: oidcRedirectUri(),
  });
  if (!result.ok) {
    log("warn", "mitid login refused", { companyId: login.companyId, reason: result.reason });
    return { kind: "failed", returnTo };
  }
  return db().transaction(async (tx) => {
    const company = await lockCompany(tx, login.companyId, { cvr: companies.cvr });
    if (!company) return { kind: "failed" as const, returnTo };
    const detail: Record<string, string> = { subject: result.subject };
    if (result.name) detail.name = result.name;
    if (result.cvr !== company.cvr) {
      await recordOwnershipEvent(tx, {
        companyId: login.companyId,
        cvr: company.cvr,
        event: "oidc-refused",
        method: "oidc",
        userId: login.userId,
        detail: { ...detail, claimedCvr: result.cvr ?? "" },
      });
      return { kind: "wrong-cvr" as const, returnTo, cvr: result.cvr ?? "" };
    }
    await markOwnershipVerified(tx, {
      companyId: login.companyId,
      cvr: company.cvr,
      method: "oidc",
      userId: login.userId,
      detail,
    });
    return { kind: "verified" as const, returnTo };
  });
}
