import { expect } from "vitest";

/** What a route test passes: the request alone, or with the route's params. */
type RouteCall = Request | { request: Request; params?: Record<string, string>; context?: unknown };

/**
 * Calls a route module's loader or action directly, as React Router would for this request (and
 * params), so a route test needs no server. A thrown redirect or Response becomes a rejection. The
 * routes read only request and params: React Router's other arguments are not built here, hence the
 * one cast (instead of each test typing its route functions `any`).
 */
export function callRoute<A, T>(fn: (args: A) => T, call: RouteCall): Promise<Awaited<T>> {
  const { request, params = {} } = call instanceof Request ? { request: call } : call;
  return Promise.resolve().then(() => fn({ request, params, context: {} } as A)) as Promise<Awaited<T>>;
}

/** Expects the call to be turned away to the login page: a thrown 302 Response to /admin. */
export async function expectRedirectToLogin(call: Promise<unknown>): Promise<void> {
  const thrown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(302);
  expect((thrown as Response).headers.get("location")).toBe("/admin");
}
