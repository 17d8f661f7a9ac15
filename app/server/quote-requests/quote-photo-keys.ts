import { assertSafeKey } from "~/integrations/storage/types";

/**
 * Request photos live under this prefix, which /media never serves (app/routes/media/media.ts); the
 * owner fetches them through the authenticated /admin/forespoergsler/:id/billeder/:n route.
 */
const PRIVATE_PREFIX = "private/";

/** The key stem of the n-th photo of a request: private/requests/{companyId}/{requestId}-{n}. */
export function quotePhotoStem(companyId: string, requestId: string, index: number): string {
  const stem = `${PRIVATE_PREFIX}requests/${companyId}/${requestId}-${index}`;
  assertSafeKey(stem);
  return stem;
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}
