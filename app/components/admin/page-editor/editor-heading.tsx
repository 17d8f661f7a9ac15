import { Button } from "~/components/ui/button";

/**
 * The page editor's heading: the page's name and public address, "Slet side" (not the homepage) and,
 * for a draft, the "Kladde" notice with "Udgiv side" (a button of the publish form, which stands
 * outside the editor's form).
 */
export function EditorHeading({
  pageName,
  pageUrl,
  canDelete,
  deleting,
  onDelete,
  publishFormId,
  publishError,
}: {
  pageName: string;
  pageUrl: string;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
  /** The publish form's id, for a draft; null for a published page. */
  publishFormId: string | null;
  publishError: string | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3 border-stone-200 border-b p-4 sm:px-6">
        <div className="min-w-0">
          <h2 id="editor-heading" className="font-bold text-stone-900 text-xl">
            Rediger {pageName || "siden"}
          </h2>
          <p className="mt-1 break-all text-sm text-stone-700">
            <a href={pageUrl} target="_blank" rel="noopener" className="font-medium text-brand-800 underline">
              {pageUrl.replace(/^https?:\/\//, "")}
              <span className="sr-only"> (åbner i en ny fane)</span>
            </a>
          </p>
        </div>
        {canDelete ? (
          <Button variant="secondary" onClick={onDelete} disabled={deleting}>
            {deleting ? "Sletter..." : "Slet side"}
          </Button>
        ) : null}
      </div>
      {publishFormId === null ? null : (
        <div className="mx-4 mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-amber-950 sm:mx-6">
          <p className="min-w-0 flex-1">
            <strong>Kladde:</strong> siden er ikke synlig for besøgende, før du udgiver den.
          </p>
          {/* The form itself stands outside the editor's <form> (forms cannot nest in HTML). */}
          <Button type="submit" form={publishFormId}>
            Udgiv side
          </Button>
          {publishError ? (
            <p role="alert" className="w-full font-medium text-red-800">
              {publishError}
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}
