import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ownershipOidcLogins } from "~/db/schema";
import { oidcBrowserHash } from "./oidc-browser-key.server";

/**
 * /mitid/start: binds a prepared login to this browser (once: a second browser opening the same link
 * gets nothing) and answers the broker's URL, or null for an unknown, used or expired login.
 */
export async function bindOwnershipOidc(state: string, browserKey: string): Promise<string | null> {
  const [row] = await db()
    .update(ownershipOidcLogins)
    .set({ browserHash: oidcBrowserHash(browserKey) })
    .where(
      and(
        eq(ownershipOidcLogins.state, state),
        isNull(ownershipOidcLogins.browserHash),
        gt(ownershipOidcLogins.expiresAt, new Date()),
      ),
    )
    .returning({ url: ownershipOidcLogins.authorizeUrl });
  return row?.url ?? null;
}
