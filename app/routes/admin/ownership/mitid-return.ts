import { requestInfoContext } from "~/server/context";
import { finishOwnershipOidc } from "~/server/ownership/finish-ownership-oidc.server";
import { OIDC_BROWSER_COOKIE, oidcBrowserKeyFromCookie } from "~/server/ownership/oidc-browser-key.server";
import type { Route } from "./+types/mitid-return";

/**
 * GET /mitid/retur on the main host: the broker's redirect URI. Finishes the login and sends the owner
 * back to Ejerskab in their admin (the host they started on) with the outcome in the address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const info = context.get(requestInfoContext);
  if (info.zone.kind !== "main") return new Response("Ikke fundet", { status: 404 });
  const outcome = await finishOwnershipOidc(
    new URL(request.url),
    oidcBrowserKeyFromCookie(request.headers.get("cookie")),
  );
  const headers = {
    "Cache-Control": "no-store",
    "Set-Cookie": `${OIDC_BROWSER_COOKIE}=; Path=/mitid; HttpOnly; SameSite=Lax; Max-Age=0`,
  };
  if (!outcome.returnTo)
    return new Response(
      "Login med MitID Erhverv kunne ikke afsluttes. Gå tilbage til Ejerskab i din administration, og prøv igen.",
      { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } },
    );
  const back = new URL(outcome.returnTo);
  if (outcome.kind === "verified") back.searchParams.set("mitid", "bekraeftet");
  else if (outcome.kind === "wrong-cvr") {
    back.searchParams.set("mitid", "forkert-cvr");
    back.searchParams.set("cvr", outcome.cvr);
  } else back.searchParams.set("mitid", "fejl");
  return new Response(null, { status: 303, headers: { ...headers, Location: back.href } });
}
