import { redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import type { ProjectFormValues } from "~/schemas/project";
import { PROJECT_MESSAGES } from "~/schemas/project";
import type { Owner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { isAppError } from "~/server/errors";
import { createProjectFromQuote } from "~/server/projects/create-project-from-quote.server";
import { deleteProject } from "~/server/projects/delete-project.server";
import { readProjectForm } from "~/server/projects/read-project-form.server";
import { saveProject } from "~/server/projects/save-project.server";
import { actionFailed, actionInvalid } from "../../action-result.server";

/** The small url-encoded forms beside the project form: delete, and "make a project" from a request. */
const SMALL_FORM = z.object({ intent: z.string(), fra: z.string() });

/**
 * The one action of the new-project and edit pages (plain multipart posts): save, publish, take off,
 * delete, or (from the inbox) make a draft of a won request. Success answers 303 to the project's
 * edit page with what happened in the query; a refusal answers 400 with the typed values.
 */
export async function projectAction(request: Request, owner: Owner, projectId: string | null) {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    // The delete and "make a project" buttons are small url-encoded forms.
    const parsed = parseForm(await request.formData(), SMALL_FORM);
    const { intent, fra } = parsed.ok ? parsed.data : { intent: "", fra: "" };
    if (intent === "delete" && projectId) {
      await deleteProject(owner.company.id, projectId).catch((error: unknown) => {
        throw new Response(domainFailure(error, "project not deleted", PROJECT_MESSAGES.saveFailed).message, {
          status: 404,
        });
      });
      throw redirect("/admin/opgaver?slettet=1", 303);
    }
    if (intent === "from-quote") {
      try {
        const draft = await createProjectFromQuote({ company: owner.company, uploadedBy: owner.email }, fra);
        throw redirect(`/admin/opgaver/${draft.id}?kladde=1&udeladt=${draft.photosLeftOut}`, 303);
      } catch (error) {
        if (error instanceof Response) throw error;
        const failure = domainFailure(error, "project draft not made", PROJECT_MESSAGES.saveFailed);
        throw new Response(failure.message, { status: failure.status });
      }
    }
    throw new Response(PROJECT_MESSAGES.unreadable, { status: 400 });
  }

  const read = await readProjectForm(request.body, contentType);
  // The form's typed values as the form shows them (its fields are many: one object, not by name).
  const values: ProjectFormValues = read.values;
  if (read.error) return actionInvalid({ fieldErrors: { photos: read.error }, values });
  try {
    const result = await saveProject({
      company: owner.company,
      uploadedBy: owner.email,
      projectId,
      values: read.values,
      files: read.files,
      remove: read.remove,
      intent: read.intent,
    });
    if (!result.ok) return actionInvalid({ fieldErrors: result.errors, values });
    const what = read.intent === "publish" ? "udgivet" : read.intent === "unpublish" ? "kladde" : "gemt";
    throw redirect(`/admin/opgaver/${result.id}?${what}=1`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isAppError(error) && error.code === "NOT_FOUND") throw new Response(error.message, { status: 404 });
    return actionFailed(error, {
      log: "project not saved",
      fallback: PROJECT_MESSAGES.saveFailed,
      fields: { companyId: owner.company.id },
      values,
    });
  }
}
