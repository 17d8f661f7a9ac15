import { Form, Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

type MenuPage = { id: string; pageName: string; type: "homepage" | "page"; published: boolean };

/**
 * The site's pages (homepage first, then in menu order) as a list that selects one for editing,
 * marks drafts "Kladde", and moves pages with "Flyt op"/"Flyt ned" (plain POST forms: they work on a
 * phone and without JavaScript). 'Ny side' adds a draft and selects it.
 */
export function PageMenu({
  pages,
  selectedId,
  confirmLeave,
  moveFailure,
}: {
  pages: MenuPage[];
  selectedId: string | null;
  confirmLeave: (then: () => void) => void;
  /** A refused "Flyt op"/"Flyt ned": shown beside the page it was for. */
  moveFailure: { pageId: string | null; error: string } | null;
}) {
  const create = useFetcher<{ ok: false; error: string }>({ key: "create-page" });
  const creating = create.state !== "idle";
  const subpages = pages.filter((page) => page.type !== "homepage");
  const moveButton = "min-h-11 px-3 text-sm";
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <nav aria-label="Sider på hjemmesiden" className="min-w-0 flex-1">
          <ul className="flex flex-col gap-2">
            {pages.map((page) => {
              const current = page.id === selectedId;
              const name = page.pageName || "Uden navn";
              const index = subpages.findIndex((other) => other.id === page.id);
              return (
                <li key={page.id} className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/pages?side=${page.id}`}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex min-h-11 min-w-0 items-center gap-2 break-words rounded-lg border px-3 font-medium ${
                      current
                        ? "border-brand-700 bg-brand-50 text-brand-800"
                        : "border-stone-300 text-stone-800 hover:border-stone-500"
                    }`}
                  >
                    {name}
                    {page.type === "homepage" && page.pageName !== "Forside" ? (
                      <span className="text-sm text-stone-600">(forside)</span>
                    ) : null}
                    {page.published ? null : (
                      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900 text-xs">
                        Kladde
                      </span>
                    )}
                  </Link>
                  {index === -1 ? null : (
                    <Form method="post" action="/admin/pages" className="flex gap-1">
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="pageId" value={page.id} />
                      {selectedId ? <input type="hidden" name="side" value={selectedId} /> : null}
                      <button
                        type="submit"
                        name="direction"
                        value="up"
                        disabled={index === 0}
                        className={buttonClass("secondary", moveButton)}
                      >
                        Flyt op<span className="sr-only"> {name}</span>
                      </button>
                      <button
                        type="submit"
                        name="direction"
                        value="down"
                        disabled={index === subpages.length - 1}
                        className={buttonClass("secondary", moveButton)}
                      >
                        Flyt ned<span className="sr-only"> {name}</span>
                      </button>
                    </Form>
                  )}
                  {moveFailure && moveFailure.pageId === page.id ? (
                    <p role="alert" className="w-full rounded-lg bg-red-50 p-2 font-medium text-red-800">
                      {moveFailure.error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={creating}
            onClick={() =>
              confirmLeave(() =>
                create.submit({ intent: "create" }, { method: "post", action: "/admin/pages" }),
              )
            }
          >
            <span aria-hidden="true">+</span> {creating ? "Opretter..." : "Ny side"}
          </Button>
          <Link to="/admin/pages/papirkurv" className={buttonClass("secondary")}>
            Papirkurv
          </Link>
        </div>
      </div>
      {create.data && !create.data.ok && create.state === "idle" ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {create.data.error}
        </p>
      ) : null}
    </div>
  );
}
