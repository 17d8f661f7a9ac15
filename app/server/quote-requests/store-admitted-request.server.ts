import { isAppError } from "~/server/errors";
import { log } from "~/server/log.server";
import type { QuoteAdmission } from "./hit-quote-rate-limits.server";

/**
 * Stores a request (a quote request or a call-back) that the rate limits admitted. When storing fails,
 * the counted hits are given back and the failure is logged: null then, and the visitor is told it
 * could not be sent. A site that is not there (NOT_FOUND) still throws.
 */
export async function storeAdmittedRequest(
  admission: Extract<QuoteAdmission, { kind: "accepted" }>,
  request: { kind: "quote request" | "callback request"; companyId: string },
  store: () => Promise<string>,
): Promise<string | null> {
  try {
    return await store();
  } catch (error) {
    await admission.release();
    if (isAppError(error) && error.code === "NOT_FOUND") throw error;
    log("error", `${request.kind} could not be stored`, {
      companyId: request.companyId,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
