import { auth } from "./auth.server";

/** Ends the session named by the request's cookie; returns the Set-Cookie headers that clear it. */
export async function signOutOwner(request: Request): Promise<string[]> {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  try {
    const response = await auth().api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch {
    // Already signed out or the session is gone: nothing to clear on the server.
    return [];
  }
}
