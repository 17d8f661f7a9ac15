import { APIError } from "better-auth/api";
import { auth } from "~/server/auth/auth.server";

export type PasswordReset = "reset" | "invalid_token";

/**
 * Sets a new password with the token from the reset mail. The token works once and for a limited time;
 * every session of the account is ended (revokeSessionsOnPasswordReset), so the owner logs in again.
 */
export async function resetOwnerPassword(token: string, newPassword: string): Promise<PasswordReset> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
    return "reset";
  } catch (error) {
    if (error instanceof APIError) return "invalid_token";
    throw error;
  }
}
