import { auth } from "~/server/auth/auth.server";
import { log } from "~/server/log.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";

const WINDOW_SECONDS = 60 * 60;
const PER_IP = 10;
const PER_EMAIL = 3;

export type PasswordResetRequest = "accepted" | "rate_limited";

/**
 * 'Glemt password?': mails a reset link (through the outbox, see auth.server.ts) when an account has this
 * e-mail. The answer is the same whether or not the account exists, so the form cannot be used to find
 * out who has an account. Limits: per address (rate_limited, shown to the user: it reveals nothing about
 * accounts) and per e-mail (silently no further mail, so nobody can flood an inbox).
 */
export async function requestPasswordReset(input: {
  email: string;
  ip: string;
}): Promise<PasswordResetRequest> {
  if (!(await hitRateLimit(`password-reset:ip:${input.ip}`, PER_IP, WINDOW_SECONDS))) return "rate_limited";
  if (!(await hitRateLimit(`password-reset:email:${input.email}`, PER_EMAIL, WINDOW_SECONDS)))
    return "accepted";
  try {
    await auth().api.requestPasswordReset({ body: { email: input.email } });
  } catch (error) {
    // Logged for us; the visitor still gets the neutral answer.
    log("error", "password reset request failed", { error: String(error) });
  }
  return "accepted";
}
