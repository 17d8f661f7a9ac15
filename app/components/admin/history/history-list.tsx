import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { danishDateTime } from "~/lib/danish-time";

export type VersionItem = { id: string; author: string; summary: string; createdAt: string };

/**
 * How a "Gendan" POST is sent: the form's action and its hidden fields (besides intent and versionId).
 * A plain POST form, so restoring works without JavaScript.
 */
export type RestoreTarget = { action: string; fields?: Record<string, string> };

/**
 * "Tidligere versioner" of a page or of the settings (issue 12): newest first, each with its time and
 * what changed, "Vis" (a preview of that version) and "Gendan" (the restore becomes a version of its
 * own). `noun` finishes the screen-reader label ("Gendan versionen fra ...").
 */
export function HistoryList({
  versions,
  previewHref,
  restore,
  noun,
  empty,
  className,
}: {
  versions: VersionItem[];
  previewHref: (versionId: string) => string;
  restore: RestoreTarget;
  noun: string;
  empty: string;
  className: string;
}) {
  return (
    <details className={className}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-lg text-stone-900">
        Tidligere versioner ({versions.length})
      </summary>
      {versions.length === 0 ? (
        <p className="mt-2 text-stone-700">{empty}</p>
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
                <Link to={previewHref(version.id)} className={buttonClass("secondary", "min-h-11 text-sm")}>
                  Vis<span className="sr-only"> {`${noun} fra ${when}`}</span>
                </Link>
                {i === 0 ? null : (
                  <RestoreVersionForm restore={restore} versionId={version.id} size="small">
                    Gendan<span className="sr-only"> {`${noun} fra ${when}`}</span>
                  </RestoreVersionForm>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}

/** The "Gendan" button of one version, as a plain POST form. */
function RestoreVersionForm({
  restore,
  versionId,
  size,
  children,
}: {
  restore: RestoreTarget;
  versionId: string;
  size: "small" | "normal";
  children: ReactNode;
}) {
  return (
    <Form method="post" action={restore.action}>
      <input type="hidden" name="intent" value="restore-version" />
      {Object.entries(restore.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="versionId" value={versionId} />
      <button type="submit" className={buttonClass("primary", size === "small" ? "min-h-11 text-sm" : "")}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The bar above a version's preview: which version it is, what changed, "Gendan denne version" and
 * the way back.
 */
export function VersionPreviewBar({
  version,
  restore,
  backHref,
  backLabel,
}: {
  version: { id: string; summary: string; createdAt: string };
  restore: RestoreTarget;
  backHref: string;
  backLabel: string;
}) {
  const when = danishDateTime(version.createdAt);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <div className="min-w-0 flex-1">
        <h2 id="version-heading" className="font-bold text-stone-900 text-xl">
          Versionen fra {when}
        </h2>
        <p className="break-words text-stone-800">{version.summary}</p>
      </div>
      <RestoreVersionForm restore={restore} versionId={version.id} size="normal">
        Gendan denne version<span className="sr-only"> fra {when}</span>
      </RestoreVersionForm>
      <Link to={backHref} className={buttonClass("secondary")}>
        {backLabel}
      </Link>
    </div>
  );
}
