import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AdminRouteError } from "~/components/admin/route-error";
import { buttonClass } from "~/components/ui/button";
import { danishDateTime } from "~/lib/danish-time";
import { type FormValues, parseForm } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";
import { requireOwner } from "~/server/auth/require-owner.server";
import { listTrash, restoreTrashedPage, SlugTakenError, TRASH_DAYS } from "~/server/pages/trash.server";
import { actionFailed } from "../../action-result.server";
import type { Route } from "./+types/trash";

export function meta() {
  return [{ title: "Papirkurv | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  return { items: await listTrash(company.id), trashDays: TRASH_DAYS };
}

const RESTORE_FAILED = "Kunne ikke gendanne siden";

/** The restore form: the page, and the free address the owner accepted after a refusal. */
const RESTORE_FORM = z.object({ pageId: z.string(), slug: z.string() });

/**
 * "Gendan": puts a deleted page back (plain POST form), always for the session's company. A refusal
 * names the page (`values.pageId`) and, when its address is taken, a free one (`data.freeSlug`).
 */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), RESTORE_FORM);
  const { pageId, slug } = parsed.ok ? parsed.data : { pageId: "", slug: "" };
  try {
    const restored = await restoreTrashedPage(company.id, pageId, slug || undefined);
    const done = new URLSearchParams({ side: restored.id, "gendannet-side": restored.oldAddress });
    if (restored.oldAddress !== "same") done.set("fra", restored.oldSlug);
    return redirect(`/admin/pages?${done}`);
  } catch (error) {
    return actionFailed(error, {
      log: "trashed page not restored",
      fallback: RESTORE_FAILED,
      fields: { pageId },
      values: parsed.values,
      ...(error instanceof SlugTakenError ? { data: { freeSlug: error.freeSlug } } : {}),
    });
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
            const answer = actionData as ActionResult<FormValues, { freeSlug: string }> | undefined;
            const failure = answer && !answer.ok && answer.values?.pageId === item.pageId ? answer : null;
            const freeSlug = failure?.data?.freeSlug;
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
                    <p className="font-medium">{failure.message}</p>
                    {freeSlug ? (
                      <Form method="post">
                        <input type="hidden" name="pageId" value={item.pageId} />
                        <input type="hidden" name="slug" value={freeSlug} />
                        <button type="submit" disabled={busy} className={buttonClass("secondary")}>
                          Gendan på /{freeSlug}
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
  return <AdminRouteError error={error} title="Papirkurven kunne ikke vises" href="/admin/pages/papirkurv" />;
}
