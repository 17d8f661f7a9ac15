import { redirect } from "react-router";
import { requestInfoContext } from "~/server/context";
import { resolveRedirect } from "~/server/redirects/resolve-redirect.server";
import type { Route } from "./+types/site-redirect";

/**
 * Deeper paths of a customer host (/_site/a/b...: no page has such an address) may be the old
 * website's addresses the owner redirects (issue 12): 301 to the target, else the 404 page (SPEC §2).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  const path = new URL(request.url).pathname.replace(/^\/_site/, "");
  const target = companyId ? await resolveRedirect(companyId, path) : null;
  if (!target) return redirect("/404");
  return redirect(target.kind === "url" ? target.url : target.path, 301);
}
