import { MAX_OLD_SITE_PATHS } from "~/integrations/scrape/list-site-paths.server";
import { isAppError } from "~/server/errors";
import { acceptOldSiteRedirects, type OldSiteChoice } from "./accept-old-site-redirects.server";

/** The answer of "Gem videresendelser" to the page; a refusal carries the owner's choices back. */
export type OldSiteFormResult =
  | { form: "old-site"; ok: true; message: string }
  | { form: "old-site"; ok: false; message: string; choices: OldSiteChoice[] };

/**
 * The per-address list as posted (works without JavaScript): one hidden `path`, one `target` select
 * per row in the same order, and an `accept` checkbox whose value is the row's path.
 */
function readOldSiteChoices(form: FormData): OldSiteChoice[] {
  const paths = form.getAll("path").map(String);
  const targets = form.getAll("target").map(String);
  const accepted = new Set(form.getAll("accept").map(String));
  return paths.slice(0, MAX_OLD_SITE_PATHS).map((path, index) => ({
    path,
    accept: accepted.has(path),
    target: targets[index] ?? "",
  }));
}

/** Saves the list for the signed-in owner's company (the caller passes the id from requireOwner). */
export async function saveOldSiteChoices(companyId: string, form: FormData): Promise<OldSiteFormResult> {
  const choices = readOldSiteChoices(form);
  try {
    const { added } = await acceptOldSiteRedirects(companyId, choices);
    const message =
      added === 0
        ? "Gemt. Ingen af de gamle adresser videresendes."
        : `${added} ${added === 1 ? "videresendelse" : "videresendelser"} er gemt. Gamle adresser fører nu til dine nye sider.`;
    return { form: "old-site", ok: true, message };
  } catch (error) {
    if (isAppError(error) && error.code === "VALIDATION") {
      return { form: "old-site", ok: false, message: error.message, choices };
    }
    throw error;
  }
}
