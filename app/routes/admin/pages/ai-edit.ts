import { redirect } from "react-router";
import { aiEditFormSchema } from "~/schemas/page";
import { AI_EDIT_FAILED, editPageText } from "~/server/pages/edit-page-text.server";
import type { Route } from "./+types/ai-edit";
import { aiAction } from "./ai-answers.server";

export function loader() {
  throw redirect("/admin/pages");
}

/**
 * POST pageId + action + the selected text + the page's text → the new text for that page of the
 * signed-in owner's company (ActionResult JSON; the editor applies it, nothing is saved here).
 */
export async function action({ request }: Route.ActionArgs) {
  return aiAction(request, {
    schema: aiEditFormSchema,
    order: ["selection", "action", "pageId", "context"],
    log: "AI-redigering af sidens tekst mislykkedes",
    fallback: AI_EDIT_FAILED,
    run: (companyId, input) => editPageText({ companyId, ...input }),
  });
}
