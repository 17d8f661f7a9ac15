import { HistoryList, type VersionItem, VersionPreviewBar } from "~/components/admin/history/history-list";
import { danishDateTime } from "~/lib/danish-time";
import type { PageSnapshot, PageType } from "~/schemas/site-content";
import type { SitePageRecord } from "~/schemas/site-view";
import type { PreviewData } from "./page-editor";
import { SitePreview } from "./site-preview";

const restoreTarget = (pageId: string) => ({ action: "/admin/pages", fields: { pageId } });

/** "Tidligere versioner" of the page (the shared history list, pointed at the page's versions). */
export function VersionList({ pageId, versions }: { pageId: string; versions: VersionItem[] }) {
  return (
    <HistoryList
      versions={versions}
      previewHref={(versionId) => `/admin/pages?side=${pageId}&version=${versionId}`}
      restore={restoreTarget(pageId)}
      noun="versionen"
      empty="Siden er ikke gemt endnu. Hver gang du gemmer, gemmes en version."
      className="rounded-xl border border-stone-200 bg-white p-4 sm:px-6"
    />
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
      <VersionPreviewBar
        version={version}
        restore={restoreTarget(page.id)}
        backHref={`/admin/pages?side=${page.id}`}
        backLabel="Tilbage til redigering"
      />
      {preview ? <SitePreview title={`Versionen fra ${when}`} preview={preview} page={record} /> : null}
    </section>
  );
}
