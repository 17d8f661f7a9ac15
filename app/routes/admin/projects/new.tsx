import { Link } from "react-router";
import { ProjectForm } from "~/components/admin/projects/project-form";
import { emptyProjectValues } from "~/schemas/project";
import { requireOwner } from "~/server/auth/require-owner.server";
import { projectFormChoices } from "~/server/projects/list-projects.server";
import { copenhagenToday } from "~/server/projects/project-rules";
import type { Route } from "./+types/new";
import { projectAction } from "./project-action.server";
import { projectFormProps } from "./project-form-props";

export function meta() {
  return [{ title: "Ny opgave | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  return { values: emptyProjectValues(copenhagenToday()), ...(await projectFormChoices(company)) };
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
      <ProjectForm {...projectFormProps(loaderData, actionData)} existing={null} published={false} />
    </div>
  );
}
