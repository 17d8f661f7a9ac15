import { data } from "react-router";
import { readTypedAnswers } from "~/schemas/onboarding-forms";
import { keepTypedAnswers } from "~/server/onboarding/keep-typed-answers";
import { clearDraft, readDraft, saveDraft } from "~/server/onboarding/onboarding-draft.server";
import type { Route } from "./+types/keep";

/**
 * POST /onboarding/gem: the browser (JavaScript on) sends a step's typed values while the owner types,
 * so browser Back, Forward and reload show them again (issue 12). Only the signed draft cookie changes.
 */
export async function action({ request }: Route.ActionArgs) {
  const typed = readTypedAnswers(await request.formData());
  const { draft, session } = await readDraft(request);
  // "glem" (forget): the site was created with JavaScript, the draft has done its work.
  const cookie =
    typed.step === "glem"
      ? await clearDraft(session)
      : await saveDraft(session, keepTypedAnswers(draft, typed));
  return new Response(null, { status: 204, headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

export function loader() {
  return data(null, { status: 405 });
}
