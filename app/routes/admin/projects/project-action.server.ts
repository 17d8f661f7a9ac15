import { data, redirect } from "react-router";
import type { ProjectFormValues } from "~/schemas/project";
import { PROJECT_MESSAGES } from "~/schemas/project";
import type { Owner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { createProjectFromQuote } from "~/server/projects/create-project-from-quote.server";
import { deleteProject } from "~/server/projects/delete-project.server";
import { readProjectForm } from "~/server/projects/read-project-form.server";
import { saveProject } from "~/server/projects/save-project.server";

export type ProjectActionResult = { ok: false; values: ProjectFormValues; errors: Record<string, string> };

/**
 * The one action of the new-project and edit pages (plain multipart posts): save, publish, take off,
 * delete, or (from the inbox) make a draft of a won request. Success answers 303 to the project's
 * edit page with what happened in the query; a refusal answers 400 with the typed values.
 */
export async function projectAction(request: Request, owner: Owner, projectId: string | null) {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    // The delete and "make a project" buttons are small url-encoded forms.
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
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
        const draft = await createProjectFromQuote(
          { company: owner.company, uploadedBy: owner.email },
          String(form.get("fra") ?? ""),
        );
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
  if (read.error) {
    return data<ProjectActionResult>(
      { ok: false, values: read.values, errors: { photos: read.error } },
      { status: 400 },
    );
  }
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
    if (!result.ok)
      return data<ProjectActionResult>(
        { ok: false, values: read.values, errors: result.errors },
        { status: 400 },
      );
    const what = read.intent === "publish" ? "udgivet" : read.intent === "unpublish" ? "kladde" : "gemt";
    throw redirect(`/admin/opgaver/${result.id}?${what}=1`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = domainFailure(error, "project not saved", PROJECT_MESSAGES.saveFailed);
    if (failure.code === "NOT_FOUND") throw new Response(failure.message, { status: 404 });
    return data<ProjectActionResult>(
      { ok: false, values: read.values, errors: { title: failure.message } },
      { status: failure.status },
    );
  }
}
