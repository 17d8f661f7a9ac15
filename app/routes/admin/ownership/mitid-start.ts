import { requestInfoContext } from "~/server/context";
import { bindOwnershipOidc } from "~/server/ownership/bind-ownership-oidc.server";
import { newOidcBrowserKey, OIDC_BROWSER_COOKIE } from "~/server/ownership/oidc-browser-key.server";
import { OIDC_LOGIN_MINUTES } from "~/server/ownership/start-ownership-oidc.server";
import type { Route } from "./+types/mitid-start";

/**
 * GET /mitid/start?state=… on the product's main host (issue 27): binds the MitID Erhverv login the
 * owner's admin prepared to this browser with a cookie on the host the broker returns to, then sends
 * the browser on to the broker. A used, expired or unknown login gets a plain Danish 400 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const info = context.get(requestInfoContext);
  if (info.zone.kind !== "main") return new Response("Ikke fundet", { status: 404 });
  const state = new URL(request.url).searchParams.get("state") ?? "";
  const key = newOidcBrowserKey();
  const to = state.length > 0 && state.length <= 200 ? await bindOwnershipOidc(state, key) : null;
  if (!to)
    return new Response(
      "Linket til MitID Erhverv er brugt eller udløbet. Gå tilbage til Ejerskab i din administration, og prøv igen.",
      { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
    );
  const secure = info.protocol === "https" ? "; Secure" : "";
  return new Response(null, {
    status: 303,
    headers: {
      Location: to,
      "Cache-Control": "no-store",
      // Lax: the broker's return is a top-level GET navigation, which carries it.
      "Set-Cookie": `${OIDC_BROWSER_COOKIE}=${key}; Path=/mitid; HttpOnly; SameSite=Lax; Max-Age=${OIDC_LOGIN_MINUTES * 60}${secure}`,
    },
  });
}
