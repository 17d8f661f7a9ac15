import { MAX_OLD_SITE_PATHS } from "~/integrations/scrape/list-site-paths.server";
import { acceptOldSiteRedirects, type OldSiteChoice } from "./accept-old-site-redirects.server";

/**
 * Saves the owner's choices for the old website's addresses (the caller passes the company id from
 * requireOwner) and answers the sentence to show; a refused choice throws the AppError that names it.
 * One list is one post: rows past MAX_OLD_SITE_PATHS are not read.
 */
export async function saveOldSiteChoices(
  companyId: string,
  choices: readonly OldSiteChoice[],
): Promise<string> {
  const { added } = await acceptOldSiteRedirects(companyId, choices.slice(0, MAX_OLD_SITE_PATHS));
  return added === 0
    ? "Gemt. Ingen af de gamle adresser videresendes."
    : `${added} ${added === 1 ? "videresendelse" : "videresendelser"} er gemt. Gamle adresser fører nu til dine nye sider.`;
}
