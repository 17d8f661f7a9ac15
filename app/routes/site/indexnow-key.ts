import { requestInfoContext } from "~/server/context";
import { indexNowKey } from "~/server/search/indexnow-key.server";
import type { Route } from "./+types/indexnow-key";

// /indexnow-key.txt on a customer host (issue 26): the site's IndexNow key, which search engines fetch
// to check a submission. Served whatever INDEXNOW_PROVIDER says: it reveals nothing but itself.
export async function loader({ context }: Route.LoaderArgs) {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  if (!companyId)
    return new Response("Ikke fundet", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(indexNowKey(companyId), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
