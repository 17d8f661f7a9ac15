import type { CallbackInput } from "~/schemas/callback-request";
import { admitQuoteRequest } from "./hit-quote-rate-limits.server";
import { storeAdmittedRequest } from "./store-admitted-request.server";
import { storeCallbackRequest } from "./store-callback-request.server";

export type ReceiveCallbackResult = { kind: "stored"; id: string } | { kind: "limited" };

/**
 * A checked "Ring mig op" (the route reads and checks the form, ADR 037): the quote form's rate
 * limits (shared: a call-back is a request like any other), then stored with its alerts. There is no
 * fill-time check: the form has three short fields, and its cookie is scoped to /tilbud. A failed
 * store gives its place in the limits back and is thrown for the route's domainFailure.
 */
export async function receiveCallbackRequest(input: {
  companyId: string;
  ip: string;
  data: CallbackInput;
}): Promise<ReceiveCallbackResult> {
  const admission = await admitQuoteRequest(input.ip, input.companyId);
  if (admission.kind === "refused") return { kind: "limited" };
  const id = await storeAdmittedRequest(admission, () =>
    storeCallbackRequest({ companyId: input.companyId, data: input.data, notify: admission.notify }),
  );
  return { kind: "stored", id };
}
