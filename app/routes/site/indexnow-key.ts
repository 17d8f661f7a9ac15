import { indexNowKey } from "~/server/search/indexnow-key.server";
import type { Route } from "./+types/indexnow-key";
import { siteTextFile } from "./site-text-file.server";

// /indexnow-key.txt on a customer host (issue 26): the site's IndexNow key, which search engines fetch
// to check a submission. Served whatever INDEXNOW_PROVIDER says: it reveals nothing but itself.
export function loader({ context }: Route.LoaderArgs) {
  return siteTextFile(context, indexNowKey);
}
