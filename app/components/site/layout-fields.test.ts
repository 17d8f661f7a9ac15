import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MediaTab } from "~/components/admin/page-editor/media-tab";
import { PageEditor } from "~/components/admin/page-editor/page-editor";
import { toPageContent } from "~/lib/page-draft";
import { LAYOUT_FIELDS, type LayoutField, layoutShows } from "~/schemas/layout-fields";
import type { PageDraft } from "~/schemas/page";
import { PAGE_LAYOUTS } from "~/schemas/site-content";
import type { SiteCompany } from "~/schemas/site-view";
import { SitePage } from "./site-page";

// Issue 12: the editor, the preview (SitePage) and the public page (SitePage) show the same fields for
// every layout, from one list (LAYOUT_FIELDS).

const company: SiteCompany = {
  name: "Lag Tømrer",
  cvr: "12345678",
  address: "",
  zipcode: "",
  city: "Vejle",
  phone: "",
  email: "",
  logo: null,
  hours: {},
  showHours: false,
  socialMedia: { facebook: "", instagram: "", linkedin: "", tiktok: "" },
  theme: "amber",
  subdomain: "lag",
  industryDesc: "Tømrer",
};

const draft = (layout: PageDraft["layout"]): PageDraft => ({
  pageName: "Side",
  title: "OVERSKRIFT-MÆRKE",
  subtitle: "UNDERTITEL-MÆRKE",
  layout,
  body: "TEKST-MÆRKE",
  heroImage: "images/1/hero-maerke.webp",
  mainImage: "images/1/side-maerke.webp",
  gallery: [{ title: "GALLERI-MÆRKE", description: "", image: "images/1/galleri-maerke.webp" }],
  metaTitle: "",
  metaDescription: "",
});

/** How each field shows in rendered HTML. */
const MARKS: Record<LayoutField, string> = {
  title: "OVERSKRIFT-MÆRKE",
  subtitle: "UNDERTITEL-MÆRKE",
  body: "TEKST-MÆRKE",
  heroImage: "hero-maerke",
  mainImage: "side-maerke",
  gallery: "GALLERI-MÆRKE",
};

function site(layout: PageDraft["layout"]): string {
  const d = draft(layout);
  const page = {
    pageName: d.pageName,
    title: d.title,
    subtitle: d.subtitle,
    slug: "side",
    type: "page" as const,
    layout,
    content: toPageContent(d),
    metaTitle: "",
    metaDescription: "",
    createdAt: new Date(0),
  };
  return renderToStaticMarkup(
    createElement(SitePage, { company, pages: [page], page, images: [], mode: { kind: "host" } }),
  );
}

/** The editor's "Indhold" tab plus its "Billeder" tab (when the layout has one), as HTML. */
function editor(layout: PageDraft["layout"]): string {
  const d = draft(layout);
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () =>
        createElement(PageEditor, {
          page: {
            id: "p",
            type: "page",
            slug: "side",
            published: true,
            revision: "1",
            createdAt: "",
            draft: d,
          },
          images: [],
          preview: null,
          siteUrl: "https://lag.example",
          aiUsage: 0,
          aiLimit: 5,
          onDirtyChange: () => {},
        }),
    },
  ]);
  const content = renderToStaticMarkup(createElement(Stub));
  const MediaStub = createRoutesStub([
    {
      path: "/",
      Component: () =>
        createElement(MediaTab, {
          layout,
          heroImage: d.heroImage,
          mainImage: d.mainImage,
          images: [],
          onChange: () => {},
        }),
    },
  ]);
  const hasMediaTab = />Billeder</.test(content);
  return content + (hasMediaTab ? renderToStaticMarkup(createElement(MediaStub)) : "");
}

/** Which fields the editor offers, read from its labels (images by their slots). */
function editorFields(html: string): LayoutField[] {
  const labels: Record<LayoutField, RegExp> = {
    title: />Overskrift</,
    subtitle: />Undertitel</,
    body: />Tekst</,
    heroImage: /Baggrundsbillede øverst på siden/,
    mainImage: /Billede ved teksten/,
    gallery: /GALLERI-MÆRKE/,
  };
  return (Object.keys(labels) as LayoutField[]).filter((field) => labels[field].test(html));
}

describe("one list of fields per layout", () => {
  for (const layout of PAGE_LAYOUTS) {
    it(`${layout}: the public page and the preview show exactly the layout's fields`, () => {
      const html = site(layout);
      for (const field of Object.keys(MARKS) as LayoutField[]) {
        expect({ field, shown: html.includes(MARKS[field]) }).toEqual({
          field,
          shown: layoutShows(layout, field),
        });
      }
    });

    it(`${layout}: the editor offers exactly the layout's fields`, () => {
      expect(editorFields(editor(layout)).sort()).toEqual([...LAYOUT_FIELDS[layout]].sort());
    });
  }

  it("a text-only page offers no side image, and a gallery page offers heading and text", () => {
    expect(editorFields(editor("text"))).toEqual(["title", "body"]);
    expect(editorFields(editor("gallery")).sort()).toEqual(["body", "gallery", "title"]);
  });
});
