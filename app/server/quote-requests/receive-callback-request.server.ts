import { type CallbackFields, parseCallbackForm } from "~/schemas/callback-request";
import { QUOTE_MESSAGES } from "~/schemas/quote-request";
import { admitQuoteRequest } from "./hit-quote-rate-limits.server";
import { storeAdmittedRequest } from "./store-admitted-request.server";
import { storeCallbackRequest } from "./store-callback-request.server";

type CallbackErrors = Partial<Record<keyof CallbackFields | "form", string>>;
export type ReceiveCallbackResult =
  | { kind: "stored"; id: string }
  | { kind: "ignored" }
  | { kind: "invalid"; values: CallbackFields; fieldErrors: CallbackErrors; limited?: boolean };

/**
 * A POST of "Ring mig op": honeypot, validation, the quote form's rate limits (shared: a call-back is
 * a request like any other), then stored with its alerts. Every refusal keeps the typed values. There
 * is no fill-time check: the form has three short fields, and its cookie is scoped to /tilbud.
 */
export async function receiveCallbackRequest(input: {
  companyId: string;
  ip: string;
  /** The form's fields as sent, read by the route (ADR 037: domain code takes plain values). */
  fields: Partial<Record<"name" | "phone" | "when" | "website", string>>;
}): Promise<ReceiveCallbackResult> {
  const text = (name: keyof typeof input.fields) => (input.fields[name] ?? "").slice(0, 500);
  if (text("website").trim() !== "") return { kind: "ignored" };
  const values: CallbackFields = { name: text("name"), phone: text("phone"), when: text("when") };
  const parsed = parseCallbackForm(values);
  if (!parsed.ok) return { kind: "invalid", values, fieldErrors: parsed.fieldErrors };
  const admission = await admitQuoteRequest(input.ip, input.companyId);
  if (admission.kind === "refused")
    return { kind: "invalid", values, fieldErrors: { form: QUOTE_MESSAGES.rateLimited }, limited: true };
  const id = await storeAdmittedRequest(
    admission,
    { kind: "callback request", companyId: input.companyId },
    () => storeCallbackRequest({ companyId: input.companyId, data: parsed.value, notify: admission.notify }),
  );
  if (id === null) return { kind: "invalid", values, fieldErrors: { form: QUOTE_MESSAGES.storeFailed } };
  return { kind: "stored", id };
}
