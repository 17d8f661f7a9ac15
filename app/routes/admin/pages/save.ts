import { redirect } from "react-router";
import { parseForm } from "~/lib/parse-form";
import { formDataToDraftInput, savePageFormSchema } from "~/schemas/page";
import type { SavedPage } from "~/schemas/page-editor-results";
import { requireOwner } from "~/server/auth/require-owner.server";
import { savePage } from "~/server/pages/save-page.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/save";

export const SAVE_URL = "/admin/pages/save";
const SAVE_FAILED = "Kunne ikke gemme ændringer";

export function loader() {
  throw redirect("/admin/pages");
}

/**
 * Saves the editor's draft over one of the session company's pages, answering an ActionResult as
 * JSON (the saved draft in `data`). The editor posts here with fetch, so that whatever happens
 * (conflict, validation, lost connection) the owner's unsaved text stays in the editor.
 */
export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), savePageFormSchema, { read: formDataToDraftInput });
  if (!parsed.ok) return actionInvalid({ fieldErrors: parsed.fieldErrors, message: SAVE_FAILED });
  const { pageId, revision, ...draft } = parsed.data;
  try {
    const saved = await savePage(company.id, { pageId, revision, draft, author: email });
    return actionDone<SavedPage>({
      data: { revision: saved.revision, slug: saved.slug, draft: saved.draft },
    });
  } catch (error) {
    return actionFailed(error, {
      log: "Siden kunne ikke gemmes",
      fallback: SAVE_FAILED,
      fieldMessage: SAVE_FAILED,
      fields: { companyId: company.id, pageId },
    });
  }
}
