import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { danishDateTime } from "~/lib/danish-time";

type Version = { id: string; author: string; summary: string; createdAt: string };

/**
 * "Tidligere versioner" of the settings (theme, hours, contact, logo, socials): newest first, each
 * with "Gendan" (a plain POST form; the restore becomes a version of its own).
 */
export function SettingsHistory({ versions }: { versions: Version[] }) {
  return (
    <details className="rounded-xl bg-white p-5 shadow-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-lg text-stone-900">
        Tidligere versioner ({versions.length})
      </summary>
      {versions.length === 0 ? (
        <p className="mt-2 text-stone-700">Hver gang du gemmer indstillingerne, gemmes en version her.</p>
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
                {i === 0 ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="restore-version" />
                    <input type="hidden" name="versionId" value={version.id} />
                    <button type="submit" className={buttonClass("primary", "min-h-11 text-sm")}>
                      Gendan<span className="sr-only"> indstillingerne fra {when}</span>
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
