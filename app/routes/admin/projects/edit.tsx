import { Link } from "react-router";
import { DeleteForm } from "~/components/admin/delete-form";
import { ProjectForm } from "~/components/admin/projects/project-form";
import { PROJECT_MESSAGES, type ProjectFormValues, projectPaths } from "~/schemas/project";
import { requireOwner } from "~/server/auth/require-owner.server";
import { loadProject, projectFormChoices } from "~/server/projects/list-projects.server";
import { siteUrl } from "~/server/sites/site-url.server";
import type { Route } from "./+types/edit";
import { projectAction } from "./project-action.server";
import { projectFormProps } from "./project-form-props";

export function meta() {
  return [{ title: "Opgave | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const media = (key: string) => `/media/${key}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const project = await loadProject(company.id, params.id);
  if (!project) throw new Response(PROJECT_MESSAGES.notFound, { status: 404 });
  const url = new URL(request.url);
  const notice = url.searchParams.has("udgivet")
    ? PROJECT_MESSAGES.published
    : url.searchParams.has("kladde") && url.searchParams.has("udeladt")
      ? `Kladden er lavet ud fra forespørgslen. Kundens navn og adresse er ikke med.${
          Number(url.searchParams.get("udeladt")) > 0
            ? ` ${url.searchParams.get("udeladt")} billeder kom ikke med, fordi billedarkivet er fuldt.`
            : ""
        }`
      : url.searchParams.has("kladde")
        ? PROJECT_MESSAGES.unpublished
        : url.searchParams.has("gemt")
          ? PROJECT_MESSAGES.saved
          : null;
  const values: ProjectFormValues = {
    title: project.title,
    postcode: project.postcode,
    servicePageId: project.servicePageId ?? "",
    doneOn: project.doneOn,
    text: project.text,
    alt: "",
    fradrag: project.fradrag,
    photoAlts: project.photos.map((photo) => photo.alt),
    beforeAlt: project.before?.alt ?? "",
    afterAlt: project.after?.alt ?? "",
  };
  const photo = (p: { image: string; alt: string } | null) =>
    p ? { src: media(p.image), alt: p.alt } : null;
  return {
    id: project.id,
    title: project.title,
    published: project.published,
    publicUrl: `${siteUrl(company)}${projectPaths.project(project.slug)}`,
    notice,
    values,
    existing: {
      photos: project.photos.map((p) => photo(p)!),
      before: photo(project.before),
      after: photo(project.after),
    },
    ...(await projectFormChoices(company)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return projectAction(request, await requireOwner(request), params.id);
}

export default function EditProject({ loaderData: item, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <Link to="/admin/opgaver" className="font-medium text-brand-700 underline">
        Tilbage til udførte opgaver
      </Link>
      <div>
        <h1 className="break-words font-bold text-2xl text-stone-900">{item.title}</h1>
        <p className="text-stone-700">
          {item.published ? (
            <>
              Udgivet på hjemmesiden:{" "}
              <a href={item.publicUrl} className="break-all font-medium text-brand-700 underline">
                se opgaven
              </a>
            </>
          ) : (
            "Kladde – ses ikke på hjemmesiden."
          )}
        </p>
      </div>
      {item.notice && !actionData ? (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          {item.notice}
        </p>
      ) : null}
      <ProjectForm
        key={item.published ? "udgivet" : "kladde"}
        {...projectFormProps(item, actionData)}
        existing={item.existing}
        published={item.published}
      />
      <DeleteForm question="Vil du slette opgaven? Billederne bliver i billedarkivet.">
        Slet opgave
      </DeleteForm>
    </div>
  );
}
