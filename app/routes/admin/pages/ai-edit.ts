import { redirect } from "react-router";
import { aiEditFormSchema, fieldErrorsOf } from "~/schemas/page";
import type { AiEditResult } from "~/schemas/page-editor-results";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { AI_EDIT_FAILED, editPageText } from "~/server/pages/edit-page-text.server";
import type { Route } from "./+types/ai-edit";

export const AI_EDIT_URL = "/admin/pages/ai-tekst";

export function loader() {
  throw redirect("/admin/pages");
}

/**
 * POST pageId + action + the selected text + the page's text → JSON: the new text for that page of
 * the signed-in owner's company (the editor uses fetch and applies it; nothing is saved here).
 */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const parsed = aiEditFormSchema.safeParse({
    pageId: form.get("pageId") ?? "",
    action: form.get("action") ?? "",
    selection: form.get("selection") ?? "",
    context: form.get("context") ?? "",
  });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    const error = errors.selection ?? errors.action ?? errors.pageId ?? errors.context ?? AI_EDIT_FAILED;
    return Response.json({ ok: false, error } satisfies AiEditResult, { status: 400 });
  }
  try {
    const edited = await editPageText({ companyId: company.id, ...parsed.data });
    return Response.json({ ok: true, ...edited } satisfies AiEditResult);
  } catch (error) {
    const failure = domainFailure(error, "AI-redigering af sidens tekst mislykkedes", AI_EDIT_FAILED);
    return Response.json(
      {
        ok: false,
        error: failure.message,
        ...(failure.code ? { limitReached: failure.code === "LIMIT_REACHED" } : {}),
      } satisfies AiEditResult,
      { status: failure.status },
    );
  }
}
