import { Link } from "react-router";
import { requireOwner } from "~/server/auth/require-owner.server";
import { listProjects } from "~/server/projects/list-projects.server";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Udførte opgaver | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const day = new Intl.DateTimeFormat("da-DK", { timeZone: "UTC", dateStyle: "long" });

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const rows = await listProjects(company.id);
  return {
    deleted: new URL(request.url).searchParams.has("slettet"),
    projects: rows.map((row) => ({
      id: row.id,
      title: row.title,
      town: row.town,
      doneOn: day.format(Date.parse(`${row.doneOn}T00:00:00Z`)),
      published: row.published,
      photos: row.photos.length + (row.before ? 1 : 0) + (row.after ? 1 : 0),
    })),
  };
}

export default function ProjectList({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-stone-900">Udførte opgaver</h1>
        <Link
          to="/admin/opgaver/ny"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Ny opgave
        </Link>
      </div>
      <p className="max-w-2xl text-stone-700">
        Vis færdige opgaver med billeder på hjemmesiden. De tre nyeste står på forsiden under "Seneste
        opgaver", og en by med mindst to opgaver får sin egen side.
      </p>
      {loaderData.deleted ? (
        <p role="status" className="text-green-800">
          Opgaven er slettet. Billederne ligger stadig i billedarkivet.
        </p>
      ) : null}
      {loaderData.projects.length === 0 ? (
        <p className="text-stone-700">Der er ingen opgaver endnu.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {loaderData.projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div className="min-w-0">
                <Link
                  to={`/admin/opgaver/${project.id}`}
                  className="break-words font-semibold text-brand-700 underline"
                >
                  {project.title}
                </Link>
                <p className="text-stone-700 text-sm">
                  {[project.town, project.doneOn, `${project.photos} billeder`].filter(Boolean).join(" · ")}
                </p>
              </div>
              <span
                className={`rounded-full px-3 py-1 text-sm ${project.published ? "bg-green-100 text-green-900" : "bg-stone-100 text-stone-800"}`}
              >
                {project.published ? "Udgivet" : "Kladde"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
