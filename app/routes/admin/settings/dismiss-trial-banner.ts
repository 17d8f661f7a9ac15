import { redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import { requireOwner } from "~/server/auth/require-owner.server";
import { dismissTrialBanner } from "~/server/trial/dismiss-trial-banner.server";
import { actionDone } from "../../action-result.server";
import type { Route } from "./+types/dismiss-trial-banner";

const DISMISS = z.object({ js: z.string().optional(), returnTo: z.string() });

/**
 * 'Påmind mig senere' on the trial banner: hides it for the rest of the day. A fetcher (JavaScript)
 * gets data back; a plain form post is sent back to the admin page it came from.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireOwner(request);
  const parsed = parseForm(await request.formData(), DISMISS);
  const headers = new Headers({ "Set-Cookie": await dismissTrialBanner() });
  const { js, returnTo } = parsed.ok ? parsed.data : { js: undefined, returnTo: "" };
  if (js === "1") return actionDone({}, { headers });
  // Only back into the admin on this host: never an open redirect.
  const target = /^\/admin(\/[\w\-/]*)?(\?[\w\-=&%.]*)?$/.test(returnTo) ? returnTo : "/admin/dashboard";
  return redirect(target, { headers });
}

export function loader() {
  return redirect("/admin/dashboard");
}
