import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { danishDateTime } from "~/lib/danish-time";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { listTrash, restoreTrashedPage, SlugTakenError, TRASH_DAYS } from "~/server/pages/trash.server";
import type { Route } from "./+types/trash";

export function meta() {
  return [{ title: "Papirkurv | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  return { items: await listTrash(company.id), trashDays: TRASH_DAYS };
}

const RESTORE_FAILED = "Kunne ikke gendanne siden";

export type TrashActionResult = { ok: false; pageId: string; error: string; freeSlug?: string };

/** "Gendan": puts a deleted page back (plain POST form), always for the session's company. */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const pageId = String(form.get("pageId") ?? "");
  const slug = form.get("slug");
  try {
    const restored = await restoreTrashedPage(
      company.id,
      pageId,
      typeof slug === "string" && slug ? slug : undefined,
    );
    const done = new URLSearchParams({ side: restored.id, "gendannet-side": restored.oldAddress });
    if (restored.oldAddress !== "same") done.set("fra", restored.oldSlug);
    return redirect(`/admin/pages?${done}`);
  } catch (error) {
    const failure = domainFailure(error, "trashed page not restored", RESTORE_FAILED, { pageId });
    return data<TrashActionResult>(
      {
        ok: false,
        pageId,
        error: failure.message,
        ...(error instanceof SlugTakenError ? { freeSlug: error.freeSlug } : {}),
      },
      { status: failure.status },
    );
  }
}

export default function TrashRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl text-stone-900">Papirkurv</h1>
      <p className="text-stone-700">
        Slettede sider ligger her i {loaderData.trashDays} dage. Derefter slettes de for altid.
      </p>
      <p>
        <Link to="/admin/pages" className="font-semibold text-brand-800 underline">
          Tilbage til sider
        </Link>
      </p>
      {loaderData.items.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">Papirkurven er tom.</p>
      ) : (
        <ul className="space-y-3">
          {loaderData.items.map((item) => {
            const failure = actionData && actionData.pageId === item.pageId ? actionData : null;
            return (
              <li key={item.pageId} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-semibold text-stone-900">{item.pageName || "Uden navn"}</p>
                    <p className="break-all text-sm text-stone-700">
                      /{item.slug} · slettet {danishDateTime(item.deletedAt)}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="pageId" value={item.pageId} />
                    <button type="submit" disabled={busy} className={buttonClass("primary")}>
                      Gendan<span className="sr-only"> {item.pageName}</span>
                    </button>
                  </Form>
                </div>
                {failure ? (
                  <div role="alert" className="space-y-2 rounded-lg bg-amber-50 p-3 text-amber-950">
                    <p className="font-medium">{failure.error}</p>
                    {failure.freeSlug ? (
                      <Form method="post">
                        <input type="hidden" name="pageId" value={item.pageId} />
                        <input type="hidden" name="slug" value={failure.freeSlug} />
                        <button type="submit" disabled={busy} className={buttonClass("secondary")}>
                          Gendan på /{failure.freeSlug}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <h1 className="font-bold text-xl">Papirkurven kunne ikke vises</h1>
      <p>
        <a href="/admin/pages/papirkurv" className="font-semibold underline">
          Prøv igen
        </a>
      </p>
    </div>
  );
}
