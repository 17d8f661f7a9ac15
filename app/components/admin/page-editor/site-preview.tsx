import { SitePage } from "~/components/site/site-page";
import type { SitePageRecord } from "~/schemas/site-view";
import type { PreviewData } from "./page-editor";
import { PreviewFrame } from "./preview-frame";

/**
 * The editor's preview IS the public page (issue 23): the public routes' renderer, SitePage, with the
 * view loadSiteView gives the public page (company with its quote-form setting, trust sections and
 * details, menu, images), nothing taken out. It differs from the public page only where a preview
 * must (tests/e2e/editor-preview.spec.ts compares the two):
 * - the page shows the editor's unsaved state (and the menu its unsaved name);
 * - the menu also lists the owner's draft pages ("Kladde"), which visitors do not see;
 * - it is a document of its own inside an iframe without the public page's <head> (title, meta,
 *   icons, JSON-LD), and its links and form do nothing (PreviewFrame).
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
