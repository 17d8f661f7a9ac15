import { Link } from "react-router";
import { ProjectForm } from "~/components/admin/projects/project-form";
import { emptyProjectValues } from "~/schemas/project";
import { requireOwner } from "~/server/auth/require-owner.server";
import { listServicePages } from "~/server/projects/list-projects.server";
import { copenhagenToday, tradeAllowsFradrag } from "~/server/projects/project-rules";
import type { Route } from "./+types/new";
import { projectAction } from "./project-action.server";

export function meta() {
  return [{ title: "Ny opgave | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const pages = await listServicePages(company.id);
  return {
    values: emptyProjectValues(copenhagenToday()),
    servicePages: pages.map((page) => ({ id: page.id, name: page.name.trim() || page.title.trim() })),
    fradragAllowed: tradeAllowsFradrag(company),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return projectAction(request, await requireOwner(request), null);
}

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <Link to="/admin/opgaver" className="font-medium text-brand-700 underline">
        Tilbage til udførte opgaver
      </Link>
      <h1 className="font-bold text-2xl text-stone-900">Ny opgave</h1>
      <ProjectForm
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.fieldErrors ?? {}}
        message={actionData?.message}
        focusKey={actionData}
        servicePages={loaderData.servicePages}
        fradragAllowed={loaderData.fradragAllowed}
        existing={null}
        published={false}
      />
    </div>
  );
}
