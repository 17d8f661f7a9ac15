import { OLD_SITE_INTENT } from "~/components/admin/old-site-suggestions";
import { parseForm } from "~/lib/parse-form";
import { oldSiteChoicesSchema } from "~/schemas/redirect";
import { saveOldSiteChoices } from "~/server/redirects/save-old-site-choices.server";
import { actionDone, actionFailed } from "../action-result.server";

/**
 * "Gem videresendelser" on the dashboard and on Videresendelser: the posted list saved for the
 * signed-in owner's company; a refusal carries the owner's choices back as `values`, so the list
 * shows them again instead of the proposals.
 */
export async function answerOldSiteChoices(companyId: string, form: FormData) {
  const parsed = parseForm(form, oldSiteChoicesSchema);
  const choices = parsed.ok ? parsed.data : [];
  try {
    return actionDone({ intent: OLD_SITE_INTENT, message: await saveOldSiteChoices(companyId, choices) });
  } catch (error) {
    return actionFailed(error, {
      intent: OLD_SITE_INTENT,
      log: "old-site redirects not saved",
      fallback: "Videresendelserne blev ikke gemt. Prøv igen om lidt.",
      fields: { companyId },
      values: choices,
    });
  }
}
