import type { QuoteAdmission } from "./hit-quote-rate-limits.server";

/**
 * Stores a request (a quote request or a call-back) that the rate limits admitted. When storing fails
 * the counted hits are given back (the visitor may try again) and the failure is thrown on, for the
 * route's domainFailure: the visitor keeps the typed text and gets a clear message (ADR 037).
 */
export async function storeAdmittedRequest(
  admission: Extract<QuoteAdmission, { kind: "accepted" }>,
  store: () => Promise<string>,
): Promise<string> {
  try {
    return await store();
  } catch (error) {
    await admission.release();
    throw error;
  }
}
