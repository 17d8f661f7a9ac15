import { auth } from "~/server/auth/auth.server";

/**
 * A real owner login for route tests: signs a new e-mail up through better-auth, signs in, and
 * returns the Cookie header a browser would send afterwards.
 */
export async function signUpWithSession(email: string, password = "hemmelig-kode-123"): Promise<string> {
  await auth().api.signUpEmail({ body: { email, password, name: email } });
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
