import { auth } from "~/server/auth/auth.server";

/**
 * Whether a reset link can still set a password, checked when the page opens, so a used or expired
 * link says so at once instead of after the owner has typed a new password twice. Asks better-auth's
 * own store (the same look-up its reset endpoint does), so the two never disagree.
 */
export async function isResetTokenUsable(token: string, now: Date = new Date()): Promise<boolean> {
  if (!token) return false;
  const context = await auth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification !== null && verification !== undefined && verification.expiresAt > now;
}
