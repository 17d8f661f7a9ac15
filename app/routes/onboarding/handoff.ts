import { redirect } from "react-router";
import { redeemHandoffTarget } from "~/server/onboarding/handoff.server";
import type { Route } from "./+types/handoff";

/**
 * GET /admin/velkommen?token=… on the new site's host (and only there): redeems the one-time hand-off token for a
 * session cookie on this host, then shows the new site with its welcome dialog (SPEC §4), or, after a
 * subdomain change, the settings the owner came from.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const handoff = await redeemHandoffTarget(url.searchParams.get("token") ?? "", url.hostname);
  if (!handoff) return redirect("/admin");
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  for (const cookie of handoff.cookies) headers.append("Set-Cookie", cookie);
  return redirect(handoff.next ?? "/?newsite=true", { headers });
}
