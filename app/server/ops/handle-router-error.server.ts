import { isRouteErrorResponse } from "react-router";
import { env } from "~/config/env.server";
import { log } from "~/server/log.server";

// React Router throws this when a form's Origin names another host than the request (its CSRF check).
const CROSS_ORIGIN = /origin header|does not match `origin`/i;

/**
 * React Router's handleError (app/entry.server.tsx). Requests the router refuses (a POST to a page
 * without an action: 405; another origin's form: its CSRF check) are the client's mistake: one warn
 * line with method, path and status, no stack trace (F15: probes filled the log with stacks). Real
 * errors keep React Router's default (console.error with the stack, not in tests).
 */
export function handleRouterError(error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    log("warn", "request refused", { status: error.status, method: request.method, path });
    return;
  }
  if (error instanceof Error && CROSS_ORIGIN.test(error.message)) {
    log("warn", "request refused", { status: 400, method: request.method, path, reason: "cross-origin" });
    return;
  }
  // An internal error response carries the original error (not in its public type).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (env().NODE_ENV !== "test") console.error(inner ?? error);
}
