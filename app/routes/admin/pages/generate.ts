import { redirect } from "react-router";
import { generateCopyFormSchema } from "~/schemas/page";
import { AI_FAILED_MESSAGE, generatePageCopy } from "~/server/pages/generate-page-copy.server";
import type { Route } from "./+types/generate";
import { aiAction } from "./ai-answers.server";

export function loader() {
  throw redirect("/admin/pages");
}

/** POST pageId + keywords → the copy for that page of the signed-in owner's company (ActionResult JSON). */
export async function action({ request }: Route.ActionArgs) {
  return aiAction(request, {
    schema: generateCopyFormSchema,
    order: ["keywords", "pageId", "existingText"],
    log: "AI-tekst til siden kunne ikke laves",
    fallback: AI_FAILED_MESSAGE,
    run: (companyId, input) => generatePageCopy({ companyId, ...input }),
  });
}
