import { SitePage } from "~/components/site/site-page";
import type { SitePageRecord } from "~/schemas/site-view";
import type { PreviewData } from "./editor-types";
import { PreviewFrame } from "./preview-frame";

/**
 * The editor's preview IS the public page (issue 23): the public routes' renderer, SitePage, with the
 * view loadSiteView gives the public page (company with its quote-form setting, trust sections and
 * details, menu, images), nothing taken out. It differs from the public page only where a preview
 * must (tests/e2e/editor-preview.spec.ts compares the two):
 * - the page shows the editor's unsaved state (and the menu its unsaved name);
 * - the menu also lists the owner's draft pages ("Kladde"), which visitors do not see;
 * - it is a document of its own inside an iframe without the public page's <head> (title, meta,
 *   icons, JSON-LD), and its links and form do nothing (PreviewFrame);
 * - its phone links carry no `ping` (issue 25): the owner's own taps are never counted as calls.
 */
export function SitePreview({
  title,
  preview,
  page,
}: {
  title: string;
  preview: PreviewData;
  page: SitePageRecord;
}) {
  // The menu keeps every page's own entry (its summary for the homepage's cards); only the edited
  // page's name and heading follow the editor.
  const pages = preview.pages.map((other) =>
    other.slug === page.slug ? { ...other, pageName: page.pageName, title: page.title } : other,
  );
  return (
    <PreviewFrame title={title}>
      <SitePage
        company={preview.company}
        pages={pages}
        page={page}
        images={preview.images}
        mode={preview.mode}
        productUrl={preview.productUrl}
      />
    </PreviewFrame>
  );
}

/** The editor's preview column: its heading, the page as visitors see it, or why it cannot be shown. */
export function EditorPreviewSection({
  preview,
  page,
}: {
  preview: PreviewData | null;
  page: SitePageRecord;
}) {
  return (
    <section aria-labelledby="preview-heading" className="min-w-0 space-y-3 lg:sticky lg:top-4">
      <div>
        <h2 id="preview-heading" className="font-bold text-stone-900 text-xl">
          Forhåndsvisning
        </h2>
        <p className="text-sm text-stone-700">
          Sådan ser siden ud for besøgende, med dine ændringer. Husk at gemme.
        </p>
      </div>
      {preview ? (
        <SitePreview title="Forhåndsvisning af siden" preview={preview} page={page} />
      ) : (
        <p className="rounded-xl border border-stone-200 bg-white p-4 text-stone-700">
          Forhåndsvisningen kan ikke vises lige nu. Du kan stadig redigere og gemme siden.
        </p>
      )}
    </section>
  );
}
