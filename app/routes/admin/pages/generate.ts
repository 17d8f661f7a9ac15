import { redirect } from "react-router";
import { fieldErrorsOf, generateCopyFormSchema } from "~/schemas/page";
import type { GenerateResult } from "~/schemas/page-editor-results";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { AI_FAILED_MESSAGE, generatePageCopy } from "~/server/pages/generate-page-copy.server";
import type { Route } from "./+types/generate";

export const GENERATE_URL = "/admin/pages/ai";

export function loader() {
  throw redirect("/admin/pages");
}

/** POST pageId + keywords → JSON copy for that page of the signed-in owner's company (the editor uses fetch). */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const parsed = generateCopyFormSchema.safeParse({
    pageId: form.get("pageId") ?? "",
    keywords: form.get("keywords") ?? "",
    existingText: form.get("existingText") ?? "",
  });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return Response.json(
      {
        ok: false,
        error: errors.keywords ?? errors.pageId ?? errors.existingText ?? AI_FAILED_MESSAGE,
      } satisfies GenerateResult,
      { status: 400 },
    );
  }
  try {
    const copy = await generatePageCopy({ companyId: company.id, ...parsed.data });
    return Response.json({ ok: true, ...copy } satisfies GenerateResult);
  } catch (error) {
    const failure = domainFailure(error, "AI-tekst til siden kunne ikke laves", AI_FAILED_MESSAGE);
    return Response.json(
      {
        ok: false,
        error: failure.message,
        ...(failure.code ? { limitReached: failure.code === "LIMIT_REACHED" } : {}),
      } satisfies GenerateResult,
      { status: failure.status },
    );
  }
}
