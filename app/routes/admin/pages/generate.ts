import { redirect } from "react-router";
import { parseForm } from "~/lib/parse-form";
import { generateCopyFormSchema } from "~/schemas/page";
import type { GeneratedCopy } from "~/schemas/page-editor-results";
import { requireOwner } from "~/server/auth/require-owner.server";
import { AI_FAILED_MESSAGE, generatePageCopy } from "~/server/pages/generate-page-copy.server";
import { actionDone, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/generate";
import { aiFailed, firstMessage } from "./ai-answers.server";

export const GENERATE_URL = "/admin/pages/ai";

export function loader() {
  throw redirect("/admin/pages");
}

/** POST pageId + keywords → the copy for that page of the signed-in owner's company (ActionResult JSON). */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), generateCopyFormSchema);
  if (!parsed.ok) {
    const message = firstMessage(
      parsed.fieldErrors,
      ["keywords", "pageId", "existingText"],
      AI_FAILED_MESSAGE,
    );
    return actionInvalid({ fieldErrors: parsed.fieldErrors, message });
  }
  try {
    const copy = await generatePageCopy({ companyId: company.id, ...parsed.data });
    return actionDone<GeneratedCopy>({ data: copy });
  } catch (error) {
    return aiFailed(error, "AI-tekst til siden kunne ikke laves", AI_FAILED_MESSAGE);
  }
}
