import { data, redirect } from "react-router";
import { requireOwner } from "~/server/auth/require-owner.server";
import { dismissTrialBanner } from "~/server/trial/dismiss-trial-banner.server";
import type { Route } from "./+types/dismiss-trial-banner";

/**
 * 'Påmind mig senere' on the trial banner: hides it for the rest of the day. A fetcher (JavaScript)
 * gets data back; a plain form post is sent back to the admin page it came from.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireOwner(request);
  const form = await request.formData();
  const headers = new Headers({ "Set-Cookie": await dismissTrialBanner() });
  if (form.get("js") === "1") return data({ dismissed: true }, { headers });
  const returnTo = String(form.get("returnTo") ?? "");
  // Only back into the admin on this host: never an open redirect.
  const target = /^\/admin(\/[\w\-/]*)?(\?[\w\-=&%.]*)?$/.test(returnTo) ? returnTo : "/admin/dashboard";
  return redirect(target, { headers });
}

export function loader() {
  return redirect("/admin/dashboard");
}
