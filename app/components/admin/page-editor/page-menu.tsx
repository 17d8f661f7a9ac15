import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

type MenuPage = { id: string; pageName: string; type: "homepage" | "page" };

/**
 * The site's pages (homepage first, then by creation) as a menu that selects one for editing, and
 * 'Ny side', which adds a page and selects it.
 */
export function PageMenu({
  pages,
  selectedId,
  confirmLeave,
}: {
  pages: MenuPage[];
  selectedId: string | null;
  confirmLeave: (then: () => void) => void;
}) {
  const create = useFetcher<{ ok: false; error: string }>({ key: "create-page" });
  const creating = create.state !== "idle";
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Sider på hjemmesiden" className="min-w-0 flex-1">
          <ul className="flex flex-wrap gap-2">
            {pages.map((page) => {
              const current = page.id === selectedId;
              return (
                <li key={page.id}>
                  <Link
                    to={`/admin/pages?side=${page.id}`}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-lg border px-3 font-medium ${
                      current
                        ? "border-brand-700 bg-brand-50 text-brand-800"
                        : "border-stone-300 text-stone-800 hover:border-stone-500"
                    }`}
                  >
                    {page.pageName || "Uden navn"}
                    {page.type === "homepage" && page.pageName !== "Forside" ? (
                      <span className="ml-1 text-sm text-stone-600">(forside)</span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
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
      </div>
      {create.data && !create.data.ok && create.state === "idle" ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {create.data.error}
        </p>
      ) : null}
    </div>
  );
}
