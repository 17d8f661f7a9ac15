import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import { SitePage } from "~/components/site/site-page";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { type TabItem, Tabs } from "~/components/ui/tabs";
import { useFocusFirstInvalid } from "~/components/ui/use-focus-first-invalid";
import { toPageContent } from "~/lib/page-draft";
import { appendWithSeparator } from "~/lib/site-text";
import type { ArchiveImage } from "~/schemas/image";
import { layoutShows } from "~/schemas/layout-fields";
import {
  BODY_MAX,
  draftToFormData,
  fieldErrorsOf,
  PAGE_NAME_MAX,
  PAGE_NAME_REQUIRED,
  type PageDraft,
  pageDraftSchema,
  SUBTITLE_MAX,
  TITLE_MAX,
} from "~/schemas/page";
import type { SaveResult } from "~/schemas/page-editor-results";
import type { PageType } from "~/schemas/site-content";
import type { SiteCompany, SiteImage, SiteMode, SiteNavPage, SitePageRecord } from "~/schemas/site-view";
import { SaveButtonRow } from "../save-bar";
import { AiBox, type GeneratedText } from "./ai-box";
import { ConfirmDialog } from "./confirm-dialog";
import { GalleryEditor } from "./gallery-editor";
import { LayoutTab } from "./layout-tab";
import { MediaTab } from "./media-tab";
import { postForm } from "./post-form";
import { PreviewFrame } from "./preview-frame";
import { SeoTab } from "./seo-tab";
import { TextAreaField } from "./text-area-field";

const SAVED_FOR_MS = 3000;
const DELETE_QUESTION =
  "Er du sikker på at du vil slette denne side? Den lægges i papirkurven, hvor du kan gendanne den i 30 dage.";

type TabKey = "content" | "media" | "layout" | "seo";

/** Which tab a field sits on, to show the tab with the first error. */
function tabOf(field: string): TabKey {
  if (field === "heroImage" || field === "mainImage") return "media";
  if (field === "layout") return "layout";
  if (field === "metaTitle" || field === "metaDescription") return "seo";
  return "content";
}

export type EditorPage = {
  id: string;
  type: PageType;
  slug: string;
  /** False for a draft ("Kladde"): visitors cannot see it until "Udgiv side". */
  published: boolean;
  revision: string;
  createdAt: string;
  draft: PageDraft;
};

export type PreviewData = {
  company: SiteCompany;
  pages: SiteNavPage[];
  images: SiteImage[];
  mode: SiteMode;
  origin: string;
  productUrl: string;
};

const PUBLISH_FORM_ID = "publish-page";

const sameDraft = (a: PageDraft, b: PageDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * SPEC §2 page editor for one page: tabs Indhold / Billeder / Layout / SEO, save with the page's
 * revision (a later save from a stale tab is refused, not silently applied), delete (not the
 * homepage), and a live preview through the customer-site renderer of the unsaved state.
 */
export function PageEditor({
  page,
  images,
  preview,
  siteUrl,
  aiUsage,
  aiLimit,
  onDirtyChange,
  publishError,
}: {
  page: EditorPage;
  images: ArchiveImage[];
  preview: PreviewData | null;
  siteUrl: string;
  aiUsage: number;
  aiLimit: number;
  onDirtyChange: (dirty: boolean) => void;
  /** Why "Udgiv side" was refused (a plain form: the route's answer), shown beside the button. */
  publishError?: string | null;
}) {
  const revalidator = useRevalidator();
  const remove = useFetcher<{ ok: false; error: string }>();
  const [draft, setDraft] = useState(page.draft);
  const [baseline, setBaseline] = useState(page.draft);
  const [revision, setRevision] = useState(page.revision);
  const [tab, setTab] = useState<TabKey>("content");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  // A new object per failed save: focus then moves to the first invalid field (or the alert).
  const [failure, setFailure] = useState<object | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, failure);
  const [saveError, setSaveError] = useState<{ error: string; detail?: string } | null>(null);
  const [savedShown, setSavedShown] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saving, setSaving] = useState(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const dirty = !sameDraft(draft, baseline);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isHomepage = page.type === "homepage";
  // The fields this layout shows on the site (LAYOUT_FIELDS): the editor offers exactly those.
  const shows = (field: Parameters<typeof layoutShows>[1]) => layoutShows(draft.layout, field);
  const hasMedia = shows("heroImage") || shows("mainImage");

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // The loader brought a newer revision (saved in another tab): take it only when nothing is unsaved
  // here. With unsaved changes the old revision stays, so saving them reports the conflict.
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  useEffect(() => {
    if (page.revision === revisionRef.current || dirtyRef.current) return;
    setDraft(page.draft);
    setBaseline(page.draft);
    setRevision(page.revision);
  }, [page.revision, page.draft]);

  useEffect(() => {
    if (!savedShown) return;
    const timer = setTimeout(() => setSavedShown(false), SAVED_FOR_MS);
    return () => clearTimeout(timer);
  }, [savedShown]);

  useEffect(() => {
    if (!hasMedia && tab === "media") setTab("content");
  }, [hasMedia, tab]);

  const change = useCallback((patch: Partial<PageDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSavedShown(false);
  }, []);

  // SPEC §9: generated text goes after the existing text, after a separator line ("---", drawn as a
  // line on the site); the headline is only filled when it is empty.
  const onGenerated = useCallback((text: GeneratedText) => {
    setDraft((current) => ({
      ...current,
      title: current.title.trim() ? current.title : text.title,
      body: appendWithSeparator(current.body, text.content),
    }));
    setSavedShown(false);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = pageDraftSchema.safeParse(draft);
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!isHomepage && !draft.pageName.trim()) errors.pageName ??= PAGE_NAME_REQUIRED;
    const first = Object.keys(errors)[0];
    if (first) {
      setFieldErrors(errors);
      setSaveError({ error: "Kunne ikke gemme ændringer" });
      setSavedShown(false);
      setTab(tabOf(first));
      setFailure({});
      return;
    }
    setSaveError(null);
    setSavedShown(false);
    setSaving(true);
    const submitted = draft;
    const result = await postForm<SaveResult>(
      "/admin/pages/save",
      draftToFormData(submitted, page.id, revision),
      "Kunne ikke gemme ændringer",
    );
    setSaving(false);
    if (result.ok) {
      setBaseline(result.draft);
      setRevision(result.revision);
      // What the server stored (trimmed names, normalised line breaks), unless typing went on meanwhile.
      if (sameDraft(draftRef.current, submitted)) setDraft(result.draft);
      setFieldErrors({});
      setSavedShown(true);
      // SPEC §4: the page is refreshed and stays selected (menu names, address).
      void revalidator.revalidate();
      return;
    }
    setSaveError({ error: result.error, ...(result.detail ? { detail: result.detail } : {}) });
    const serverErrors = "fieldErrors" in result ? (result.fieldErrors ?? {}) : {};
    setFieldErrors(serverErrors);
    const firstError = Object.keys(serverErrors)[0];
    if (firstError) setTab(tabOf(firstError));
    setFailure({});
  }

  const pageUrl = `${siteUrl}${isHomepage ? "/" : `/${page.slug}`}`;
  const previewPage: SitePageRecord = useMemo(
    () => ({
      pageName: isHomepage ? draft.pageName : draft.pageName.trim() || draft.pageName,
      title: draft.title,
      subtitle: draft.subtitle,
      slug: page.slug,
      type: page.type,
      layout: draft.layout,
      content: toPageContent(draft),
      metaTitle: draft.metaTitle,
      metaDescription: draft.metaDescription,
      createdAt: page.createdAt,
    }),
    [draft, page.slug, page.type, page.createdAt, isHomepage],
  );

  const tabList: Array<{ id: TabKey; label: string }> = [
    { id: "content", label: "Indhold" },
    ...(hasMedia ? [{ id: "media" as const, label: "Billeder" }] : []),
    { id: "layout", label: "Layout" },
    { id: "seo", label: "SEO" },
  ];
  const tabs: TabItem<TabKey>[] = tabList.map((item) => ({
    ...item,
    hasError: Object.keys(fieldErrors).some((field) => tabOf(field) === item.id),
  }));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {page.published ? null : (
        <Form id={PUBLISH_FORM_ID} method="post" action="/admin/pages" hidden>
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="pageId" value={page.id} />
        </Form>
      )}
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby="editor-heading"
        className="min-w-0 rounded-xl border border-stone-200 bg-white"
      >
        <div className="flex flex-wrap items-start justify-between gap-3 border-stone-200 border-b p-4 sm:px-6">
          <div className="min-w-0">
            <h2 id="editor-heading" className="font-bold text-stone-900 text-xl">
              Rediger {baseline.pageName || "siden"}
            </h2>
            <p className="mt-1 break-all text-sm text-stone-700">
              <a
                href={pageUrl}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-800 underline"
              >
                {pageUrl.replace(/^https?:\/\//, "")}
                <span className="sr-only"> (åbner i en ny fane)</span>
              </a>
            </p>
          </div>
          {isHomepage ? null : (
            <Button
              variant="secondary"
              onClick={() => setConfirmDelete(true)}
              disabled={remove.state !== "idle"}
            >
              {remove.state !== "idle" ? "Sletter..." : "Slet side"}
            </Button>
          )}
        </div>
        {page.published ? null : (
          <div className="mx-4 mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-amber-950 sm:mx-6">
            <p className="min-w-0 flex-1">
              <strong>Kladde:</strong> siden er ikke synlig for besøgende, før du udgiver den.
            </p>
            {/* The form itself stands outside the editor's <form> (forms cannot nest in HTML). */}
            <Button type="submit" form={PUBLISH_FORM_ID}>
              Udgiv side
            </Button>
            {publishError ? (
              <p role="alert" className="w-full font-medium text-red-800">
                {publishError}
              </p>
            ) : null}
          </div>
        )}
        {remove.data && !remove.data.ok && remove.state === "idle" ? (
          <p role="alert" className="mx-4 mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800 sm:mx-6">
            {remove.data.error}
          </p>
        ) : null}

        <div className="p-4 sm:px-6">
          <Tabs
            label="Sidens indstillinger"
            tabs={tabs}
            selected={tab}
            onSelect={setTab}
            panels={{
              content: (
                <div className="space-y-5">
                  {isHomepage ? null : (
                    <Field
                      label="Sidenavn"
                      name="pageName"
                      value={draft.pageName}
                      maxLength={PAGE_NAME_MAX}
                      required
                      onChange={(event) => change({ pageName: event.currentTarget.value })}
                      hint="Vises i menuen på hjemmesiden. Sidens adresse følger navnet."
                      error={fieldErrors.pageName}
                    />
                  )}
                  {!shows("title") ? null : (
                    <Field
                      label="Overskrift"
                      name="title"
                      value={draft.title}
                      maxLength={TITLE_MAX}
                      onChange={(event) => change({ title: event.currentTarget.value })}
                      error={fieldErrors.title}
                    />
                  )}
                  {shows("subtitle") ? (
                    <Field
                      label="Undertitel"
                      name="subtitle"
                      value={draft.subtitle}
                      maxLength={SUBTITLE_MAX}
                      onChange={(event) => change({ subtitle: event.currentTarget.value })}
                      error={fieldErrors.subtitle}
                    />
                  ) : null}
                  {shows("body") ? (
                    <>
                      <TextAreaField
                        label="Tekst"
                        name="body"
                        rows={10}
                        value={draft.body}
                        maxLength={BODY_MAX}
                        onChange={(event) => change({ body: event.currentTarget.value })}
                        hint="To linjeskift giver et nyt afsnit. Links skrives sådan: [tekst](https://eksempel.dk) eller [Om os](/om-os)."
                        error={fieldErrors.body}
                      />
                      <AiBox
                        pageId={page.id}
                        existingText={draft.body}
                        usage={aiUsage}
                        limit={aiLimit}
                        onGenerated={onGenerated}
                      />
                    </>
                  ) : null}
                  {shows("gallery") ? (
                    <GalleryEditor
                      items={draft.gallery}
                      images={images}
                      onChange={(gallery) => change({ gallery })}
                      errors={fieldErrors}
                    />
                  ) : null}
                </div>
              ),
              media: (
                <MediaTab
                  layout={draft.layout}
                  heroImage={draft.heroImage}
                  mainImage={draft.mainImage}
                  images={images}
                  onChange={change}
                />
              ),
              layout: <LayoutTab value={draft.layout} onChange={(layout) => change({ layout })} />,
              seo: (
                <SeoTab
                  metaTitle={draft.metaTitle}
                  metaDescription={draft.metaDescription}
                  onChange={change}
                  page={previewPage}
                  preview={preview}
                  pageUrl={pageUrl}
                  errors={fieldErrors}
                />
              ),
            }}
          />
        </div>

        <div
          data-fixed-bottom="save"
          // Below lg it stands on the admin's bottom navigation bar (57 px, app/components/admin/admin-nav.tsx).
          className="sticky bottom-[57px] z-10 lg:bottom-0 space-y-2 rounded-b-xl border-stone-200 border-t bg-white/95 p-4 backdrop-blur sm:px-6"
        >
          {saveError ? (
            <div role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-3 text-red-800">
              <p className="font-semibold">{saveError.error}</p>
              {saveError.detail && saveError.detail !== saveError.error ? (
                <p className="mt-1 text-sm">{saveError.detail}</p>
              ) : null}
            </div>
          ) : null}
          <SaveButtonRow
            saving={saving}
            saved={savedShown}
            pending={dirty ? "Du har ændringer, der ikke er gemt" : null}
          />
        </div>
      </form>

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
          <PreviewFrame title="Forhåndsvisning af siden">
            <SitePage
              // The preview shows the page the owner edits; the quote form and the phone bar belong to
              // the public site only (SitePage leaves them out when the form setting is absent).
              company={{ ...preview.company, quoteFormEnabled: undefined }}
              pages={preview.pages.map((other) => (other.slug === page.slug ? previewPage : other))}
              page={previewPage}
              images={preview.images}
              mode={preview.mode}
              productUrl={preview.productUrl}
            />
          </PreviewFrame>
        ) : (
          <p className="rounded-xl border border-stone-200 bg-white p-4 text-stone-700">
            Forhåndsvisningen kan ikke vises lige nu. Du kan stadig redigere og gemme siden.
          </p>
        )}
      </section>

      <ConfirmDialog
        open={confirmDelete}
        title="Slet side"
        confirmLabel="Slet side"
        cancelLabel="Annuller"
        danger
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.submit({ intent: "delete", pageId: page.id }, { method: "post", action: "/admin/pages" });
        }}
      >
        <p>{DELETE_QUESTION}</p>
      </ConfirmDialog>
    </div>
  );
}
