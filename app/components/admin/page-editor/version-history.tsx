import { Form, Link } from "react-router";
import { SitePage } from "~/components/site/site-page";
import { buttonClass } from "~/components/ui/button";
import { danishDateTime } from "~/lib/danish-time";
import type { PageSnapshot, PageType } from "~/schemas/site-content";
import type { SitePageRecord } from "~/schemas/site-view";
import type { PreviewData } from "./page-editor";
import { PreviewFrame } from "./preview-frame";

export type VersionItem = { id: string; author: string; summary: string; createdAt: string };

/**
 * "Tidligere versioner" of the page: newest first, each with its time and what changed, "Vis" (a
 * preview of that version) and "Gendan" (a plain POST form: works without JavaScript; the restore
 * becomes a version of its own).
 */
export function VersionList({ pageId, versions }: { pageId: string; versions: VersionItem[] }) {
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4 sm:px-6">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-lg text-stone-900">
        Tidligere versioner ({versions.length})
      </summary>
      {versions.length === 0 ? (
        <p className="mt-2 text-stone-700">
          Siden er ikke gemt endnu. Hver gang du gemmer, gemmes en version.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {versions.map((version, i) => {
            const when = danishDateTime(version.createdAt);
            return (
              <li
                key={version.id}
                className="flex flex-wrap items-center gap-3 border-stone-200 border-t pt-3 first:border-t-0"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-stone-900">
                    <time dateTime={version.createdAt}>{when}</time>
                    {i === 0 ? <span className="ml-2 text-sm text-stone-600">(nuværende)</span> : null}
                  </p>
                  <p className="break-words text-sm text-stone-700">
                    {version.summary}
                    {version.author ? ` · ${version.author}` : ""}
                  </p>
                </div>
                <Link
                  to={`/admin/pages?side=${pageId}&version=${version.id}`}
                  className={buttonClass("secondary", "min-h-11 text-sm")}
                >
                  Vis<span className="sr-only"> versionen fra {when}</span>
                </Link>
                {i === 0 ? null : (
                  <RestoreForm pageId={pageId} versionId={version.id} label="Gendan" when={when} />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}

function RestoreForm({
  pageId,
  versionId,
  label,
  when,
}: {
  pageId: string;
  versionId: string;
  label: string;
  when: string;
}) {
  return (
    <Form method="post" action="/admin/pages">
      <input type="hidden" name="intent" value="restore-version" />
      <input type="hidden" name="pageId" value={pageId} />
      <input type="hidden" name="versionId" value={versionId} />
      <button type="submit" className={buttonClass("primary", "min-h-11 text-sm")}>
        {label}
        <span className="sr-only"> versionen fra {when}</span>
      </button>
    </Form>
  );
}

/** A version shown as visitors would see it, with "Gendan denne version" and the way back. */
export function VersionPreview({
  page,
  version,
  preview,
}: {
  page: { id: string; slug: string; type: PageType; createdAt: string };
  version: { id: string; summary: string; createdAt: string; snapshot: PageSnapshot };
  preview: PreviewData | null;
}) {
  const when = danishDateTime(version.createdAt);
  const record: SitePageRecord = {
    ...version.snapshot,
    slug: page.slug,
    type: page.type,
    createdAt: page.createdAt,
  };
  return (
    <section aria-labelledby="version-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <div className="min-w-0 flex-1">
          <h2 id="version-heading" className="font-bold text-stone-900 text-xl">
            Versionen fra {when}
          </h2>
          <p className="text-stone-800">{version.summary}</p>
        </div>
        <RestoreForm pageId={page.id} versionId={version.id} label="Gendan denne version" when={when} />
        <Link to={`/admin/pages?side=${page.id}`} className={buttonClass("secondary")}>
          Tilbage til redigering
        </Link>
      </div>
      {preview ? (
        <PreviewFrame title={`Versionen fra ${when}`}>
          <SitePage
            company={{ ...preview.company, quoteFormEnabled: undefined }}
            pages={preview.pages.map((other) => (other.slug === page.slug ? record : other))}
            page={record}
            images={preview.images}
            mode={preview.mode}
            productUrl={preview.productUrl}
          />
        </PreviewFrame>
      ) : null}
    </section>
  );
}
