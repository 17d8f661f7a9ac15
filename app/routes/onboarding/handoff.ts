import { redirect } from "react-router";
import { redeemHandoff } from "~/server/onboarding/handoff.server";
import type { Route } from "./+types/handoff";

/**
 * GET /admin/velkommen?token=… on the new site's host (and only there): redeems the one-time hand-off token for a
 * session cookie on this host, then shows the new site with its welcome dialog (SPEC §4).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookies = await redeemHandoff(url.searchParams.get("token") ?? "", url.hostname);
  if (!cookies) return redirect("/admin");
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect("/?newsite=true", { headers });
}
