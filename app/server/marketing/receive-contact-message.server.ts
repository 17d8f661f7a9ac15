import {
  CONTACT_HONEYPOT_FIELD,
  type ContactField,
  contactFieldErrors,
  contactSchema,
} from "~/schemas/contact";
import { log } from "~/server/log.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { storeContactMessage } from "./store-contact-message.server";

/** At most 5 messages per client address per 10 minutes. */
export const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_SECONDS = 10 * 60;

export type ContactResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; fieldErrors: Partial<Record<ContactField, string>> }
  | { ok: false; reason: "rate_limited" }
  | { ok: false; reason: "failed" };

/**
 * One submission of the contact form, from the JSON API or the form's no-JavaScript post: validates
 * it, drops it quietly when the hidden spam-trap field is filled in, applies the per-address limit
 * and stores it with its e-mail to support.
 */
export async function receiveContactMessage(raw: unknown, ip: string): Promise<ContactResult> {
  const fields = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const parsed = contactSchema.safeParse({
    name: fields.name ?? "",
    email: fields.email ?? "",
    message: fields.message ?? "",
  });
  if (!parsed.success) return { ok: false, reason: "invalid", fieldErrors: contactFieldErrors(parsed.error) };

  const trap = fields[CONTACT_HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    // A robot filled in the field people cannot see: answer as if it worked, keep nothing.
    log("info", "contact message dropped by the spam trap");
    return { ok: true };
  }

  try {
    if (!(await hitRateLimit(`contact:${ip}`, CONTACT_LIMIT, CONTACT_WINDOW_SECONDS))) {
      return { ok: false, reason: "rate_limited" };
    }
    await storeContactMessage(parsed.data);
    return { ok: true };
  } catch (error) {
    log("error", "contact message could not be stored", {
      error: error instanceof Error ? error.message : String(error),
    });
    return { ok: false, reason: "failed" };
  }
}
