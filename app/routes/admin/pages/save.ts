import { redirect } from "react-router";
import { fieldErrorsOf, formDataToDraftInput, savePageFormSchema } from "~/schemas/page";
import type { SaveResult } from "~/schemas/page-editor-results";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { PAGE_CONFLICT_MESSAGE, savePage } from "~/server/pages/save-page.server";
import type { Route } from "./+types/save";

export const SAVE_URL = "/admin/pages/save";
const SAVE_FAILED = "Kunne ikke gemme ændringer";

export function loader() {
  throw redirect("/admin/pages");
}

/**
 * Saves the editor's draft over one of the session company's pages, answering JSON. The editor
 * posts here with fetch, so that whatever happens (conflict, validation, lost connection) the
 * owner's unsaved text stays in the editor.
 */
export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const parsed = savePageFormSchema.safeParse(formDataToDraftInput(await request.formData()));
  if (!parsed.success) {
    return Response.json(
      { ok: false, error: SAVE_FAILED, fieldErrors: fieldErrorsOf(parsed.error) } satisfies SaveResult,
      {
        status: 400,
      },
    );
  }
  const { pageId, revision, ...draft } = parsed.data;
  try {
    const saved = await savePage(company.id, { pageId, revision, draft, author: email });
    return Response.json({
      ok: true,
      revision: saved.revision,
      slug: saved.slug,
      draft: saved.draft,
    } satisfies SaveResult);
  } catch (error) {
    const failure = domainFailure(error, "Siden kunne ikke gemmes", SAVE_FAILED);
    const result: SaveResult =
      failure.code === null
        ? { ok: false, error: SAVE_FAILED }
        : failure.code === "CONFLICT"
          ? { ok: false, error: PAGE_CONFLICT_MESSAGE }
          : {
              ok: false,
              error: SAVE_FAILED,
              detail: failure.message,
              ...(failure.field ? { fieldErrors: { [failure.field]: failure.message } } : {}),
            };
    return Response.json(result, { status: failure.status });
  }
}
