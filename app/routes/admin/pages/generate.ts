import { redirect } from "react-router";
import { fieldErrorsOf, generateCopyFormSchema } from "~/schemas/page";
import { requireOwner } from "~/server/auth/require-owner.server";
import { isAppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { AI_FAILED_MESSAGE, generatePageCopy } from "~/server/pages/generate-page-copy.server";
import type { Route } from "./+types/generate";

export const GENERATE_URL = "/admin/pages/ai";

export type GenerateResult =
  | { ok: true; title: string; subtitle?: string; content: string; usage: number }
  | { ok: false; error: string; limitReached?: boolean };

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
    if (isAppError(error)) {
      return Response.json(
        {
          ok: false,
          error: error.message,
          limitReached: error.code === "LIMIT_REACHED",
        } satisfies GenerateResult,
        { status: error.status },
      );
    }
    log("error", "AI-tekst til siden kunne ikke laves", {
      error: error instanceof Error ? error.message : String(error),
    });
    return Response.json({ ok: false, error: AI_FAILED_MESSAGE } satisfies GenerateResult, { status: 500 });
  }
}
