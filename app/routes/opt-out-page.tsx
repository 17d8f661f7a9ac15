import type { ReactNode } from "react";

/** The `meta` export of an opt-out page: its title, and no search engine may keep it. */
export function optOutMeta(title: string) {
  return () => [{ title: `${title} | Håndværkernet` }, { name: "robots", content: "noindex" }];
}

/**
 * An opt-out page (the review and monthly report mails' links): its own content, or, when the link's
 * token is not (or no longer) valid or the button's post was refused, that said plainly.
 */
export function OptOutPage<Page extends { ok: true }>({
  loaderData,
  actionData,
  children,
}: {
  loaderData: Page | { ok: false; message: string };
  actionData: { ok: boolean; message: string } | undefined;
  children: (page: Page) => ReactNode;
}) {
  const error =
    (actionData && !actionData.ok ? actionData.message : null) ?? (loaderData.ok ? null : loaderData.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      {error || !loaderData.ok ? (
        <>
          <h1 className="font-bold text-2xl text-stone-900">Linket er ugyldigt</h1>
          <p role="alert" className="mt-4 text-stone-800">
            {error}
          </p>
        </>
      ) : (
        children(loaderData)
      )}
    </div>
  );
}
