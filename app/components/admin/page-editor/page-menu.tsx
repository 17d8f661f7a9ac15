import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import type { ActionResult } from "~/schemas/action-result";
import { useDragOrder } from "./use-drag-order";

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
  /** A refused "Flyt op"/"Flyt ned": shown beside the page it was for (`values.pageId`). */
  moveFailure: Pick<ActionResult, "message" | "values"> | null;
}) {
  const create = useFetcher<ActionResult>({ key: "create-page" });
  const move = useFetcher<ActionResult>({ key: "drag-page" });
  const creating = create.state !== "idle";
  // The drag handles exist only once JavaScript runs (the forms below do the work without it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const listed = pages.filter((page) => page.type !== "homepage");
  const nameOf = (id: string) => listed.find((page) => page.id === id)?.pageName || "Uden navn";
  const drag = useDragOrder(
    listed.map((page) => page.id),
    nameOf,
    (pageId, before) =>
      move.submit(
        { intent: "move", pageId, before: before ?? "", ...(selectedId ? { side: selectedId } : {}) },
        { method: "post", action: "/admin/pages" },
      ),
  );
  const subpages = drag.order.map((id) => listed.find((page) => page.id === id)!);
  const shown = [...pages.filter((page) => page.type === "homepage"), ...subpages];
  const failure = move.data && !move.data.ok && move.state === "idle" ? move.data : moveFailure;
  const failedDrag = move.state === "idle" && move.data && !move.data.ok ? move.data : null;
  const { reset } = drag;
  useEffect(() => {
    if (failedDrag) reset();
  }, [failedDrag, reset]);
  // Issue 23: at 320 px a row is the name (up to two lines, the "Kladde" badge inside it) and two
  // compact buttons, arrow over a short visible label; with one movable page there is nothing to move.
  const movable = subpages.length > 1;
  const moveButton =
    "inline-flex min-h-11 w-14 shrink-0 flex-col items-center justify-center rounded-lg border text-xs leading-tight font-semibold whitespace-nowrap enabled:border-stone-400 enabled:bg-white enabled:text-stone-900 enabled:hover:bg-stone-100 disabled:cursor-not-allowed disabled:border-dashed disabled:border-stone-300 disabled:text-stone-400";
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      {/* A phone shows "Ny side" above the list; a computer beside it. */}
      <div className="flex flex-col-reverse gap-3 lg:flex-row lg:items-start lg:justify-between">
        <nav aria-label="Sider på hjemmesiden" className="min-w-0 lg:max-w-2xl lg:flex-1">
          <ul className="flex flex-col gap-2">
            {shown.map((page) => {
              const current = page.id === selectedId;
              const name = page.pageName || "Uden navn";
              const index = subpages.findIndex((other) => other.id === page.id);
              return (
                <li
                  key={page.id}
                  className={`flex flex-wrap items-center gap-1.5 rounded-lg ${
                    drag.movingId === page.id ? "bg-brand-50 outline-2 outline-brand-700 outline-dashed" : ""
                  }`}
                  {...(index === -1 ? {} : drag.targetProps(page.id))}
                >
                  {hydrated && index !== -1 ? (
                    // Drag is for a computer (the wrapper shows from lg); a phone keeps the buttons.
                    <span className="hidden lg:inline-flex">
                      <button
                        type="button"
                        aria-describedby="drag-help"
                        className={buttonClass("secondary", "min-h-11 cursor-grab px-2")}
                        {...drag.handleProps(page.id)}
                      >
                        <span aria-hidden="true">⠿</span>
                        <span className="sr-only">Træk for at flytte {name}</span>
                      </button>
                    </span>
                  ) : null}
                  <Link
                    to={`/admin/pages?side=${page.id}`}
                    aria-current={current ? "page" : undefined}
                    className={`flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border px-3 py-1.5 font-medium ${
                      current
                        ? "border-brand-700 bg-brand-50 text-brand-800"
                        : "border-stone-300 text-stone-800 hover:border-stone-500"
                    }`}
                  >
                    <span className="line-clamp-2 min-w-0 break-words">
                      {name}
                      {page.type === "homepage" && page.pageName !== "Forside" ? (
                        <span className="text-sm text-stone-600"> (forside)</span>
                      ) : null}
                    </span>
                    {page.published ? null : (
                      <span className="ml-auto shrink-0 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900 text-xs">
                        Kladde
                      </span>
                    )}
                  </Link>
                  {index === -1 || !movable ? null : (
                    <Form method="post" action="/admin/pages" className="flex shrink-0 gap-1">
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="pageId" value={page.id} />
                      {selectedId ? <input type="hidden" name="side" value={selectedId} /> : null}
                      <button
                        type="submit"
                        name="direction"
                        value="up"
                        disabled={index === 0}
                        className={moveButton}
                      >
                        <span aria-hidden="true" className="text-base leading-none">
                          ↑
                        </span>
                        Flyt op<span className="sr-only"> {name}</span>
                      </button>
                      <button
                        type="submit"
                        name="direction"
                        value="down"
                        disabled={index === subpages.length - 1}
                        className={moveButton}
                      >
                        <span aria-hidden="true" className="text-base leading-none">
                          ↓
                        </span>
                        Flyt ned<span className="sr-only"> {name}</span>
                      </button>
                    </Form>
                  )}
                  {failure && failure.values?.pageId === page.id ? (
                    <p role="alert" className="w-full rounded-lg bg-red-50 p-2 font-medium text-red-800">
                      {failure.message}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {hydrated ? (
            <>
              <p id="drag-help" className="sr-only">
                Tryk mellemrum for at løfte siden, pil op og pil ned for at flytte den, og mellemrum igen for
                at slippe. Escape fortryder.
              </p>
              <p aria-live="polite" className="sr-only">
                {drag.announcement}
              </p>
            </>
          ) : null}
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
          {create.data.message}
        </p>
      ) : null}
    </div>
  );
}
