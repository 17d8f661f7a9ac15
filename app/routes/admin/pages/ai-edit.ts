import { redirect } from "react-router";
import { parseForm } from "~/lib/parse-form";
import { aiEditFormSchema } from "~/schemas/page";
import type { EditedText } from "~/schemas/page-editor-results";
import { requireOwner } from "~/server/auth/require-owner.server";
import { AI_EDIT_FAILED, editPageText } from "~/server/pages/edit-page-text.server";
import { actionDone, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/ai-edit";
import { aiFailed, firstMessage } from "./ai-answers.server";

export const AI_EDIT_URL = "/admin/pages/ai-tekst";

export function loader() {
  throw redirect("/admin/pages");
}

/**
 * POST pageId + action + the selected text + the page's text → the new text for that page of the
 * signed-in owner's company (ActionResult JSON; the editor applies it, nothing is saved here).
 */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), aiEditFormSchema);
  if (!parsed.ok) {
    const message = firstMessage(
      parsed.fieldErrors,
      ["selection", "action", "pageId", "context"],
      AI_EDIT_FAILED,
    );
    return actionInvalid({ fieldErrors: parsed.fieldErrors, message });
  }
  try {
    const edited = await editPageText({ companyId: company.id, ...parsed.data });
    return actionDone<EditedText>({ data: edited });
  } catch (error) {
    return aiFailed(error, "AI-redigering af sidens tekst mislykkedes", AI_EDIT_FAILED);
  }
}
