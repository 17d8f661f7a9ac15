import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import { emptyGallerySlot, emptyImageSlots } from "~/components/site/empty-image-slots";
import { Field } from "~/components/ui/field";
import { type TabItem, Tabs } from "~/components/ui/tabs";
import { useFocusFirstInvalid } from "~/components/ui/use-focus-first-invalid";
import { toPageContent } from "~/lib/page-draft";
import { fieldErrorsOf } from "~/lib/parse-form";
import { appendWithSeparator } from "~/lib/site-text";
import type { ActionResult } from "~/schemas/action-result";
import type { ArchiveImage } from "~/schemas/image";
import { layoutShows } from "~/schemas/layout-fields";
import {
  draftToFormData,
  PAGE_NAME_MAX,
  PAGE_NAME_REQUIRED,
  type PageDraft,
  pageDraftSchema,
  SUBTITLE_MAX,
  TITLE_MAX,
} from "~/schemas/page";
import type { SavedPage } from "~/schemas/page-editor-results";
import type { SitePageRecord } from "~/schemas/site-view";
import { SaveButtonRow } from "../save-bar";
import { AiBox, type GeneratedText } from "./ai-box";
import { BodyField } from "./body-field";
import { ConfirmDialog } from "./confirm-dialog";
import { EditorHeading } from "./editor-heading";
import { GalleryEditor } from "./gallery-editor";
import { LayoutTab } from "./layout-tab";
import { MediaTab } from "./media-tab";
import { postForm } from "./post-form";
import { SeoTab } from "./seo-tab";
import { EditorPreviewSection } from "./site-preview";

const SAVED_FOR_MS = 3000;
const DELETE_QUESTION =
  "Er du sikker på at du vil slette denne side? Den lægges i papirkurven, hvor du kan gendanne den i 30 dage.";

import { type EditorPage, type PreviewData, type TabKey, tabOf } from "./editor-types";

export type { EditorPage, PreviewData };

const PUBLISH_FORM_ID = "publish-page";

/** The content tab's one-line fields: the page name (not the homepage's), then what the layout shows. */
const TEXT_FIELDS = [
  {
    name: "pageName",
    label: "Sidenavn",
    maxLength: PAGE_NAME_MAX,
    required: true,
    hint: "Vises i menuen på hjemmesiden. Sidens adresse følger navnet.",
  },
  { name: "title", label: "Overskrift", maxLength: TITLE_MAX },
  { name: "subtitle", label: "Undertitel", maxLength: SUBTITLE_MAX },
] as const;

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
  const remove = useFetcher<ActionResult>();
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
  // Today's AI use: one count for "Generer tekst med AI" and the buttons over the selected text.
  const [aiUsed, setAiUsed] = useState(aiUsage);
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
    const result = await postForm<SavedPage>(
      "/admin/pages/save",
      draftToFormData(submitted, page.id, revision),
      "Kunne ikke gemme ændringer",
    );
    setSaving(false);
    if (result.ok) {
      setBaseline(result.data.draft);
      setRevision(result.data.revision);
      // What the server stored (trimmed names, normalised line breaks), unless typing went on meanwhile.
      if (sameDraft(draftRef.current, submitted)) setDraft(result.data.draft);
      setFieldErrors({});
      setSavedShown(true);
      // SPEC §4: the page is refreshed and stays selected (menu names, address).
      void revalidator.revalidate();
      return;
    }
    setSaveError({ error: result.error, ...(result.detail ? { detail: result.detail } : {}) });
    const serverErrors = result.fieldErrors;
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

  // What the site shows in image slots left empty: the Billeder tab and the gallery show the same.
  const company = preview?.company;
  const previewImages = preview?.images;
  const empty = useMemo(
    () => (company && previewImages ? emptyImageSlots(company, page.type, previewImages) : undefined),
    [company, previewImages, page.type],
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
        <EditorHeading
          pageName={baseline.pageName}
          pageUrl={pageUrl}
          canDelete={!isHomepage}
          deleting={remove.state !== "idle"}
          onDelete={() => setConfirmDelete(true)}
          publishFormId={page.published ? null : PUBLISH_FORM_ID}
          publishError={publishError ?? null}
        />
        {remove.data && !remove.data.ok && remove.state === "idle" ? (
          <p role="alert" className="mx-4 mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800 sm:mx-6">
            {remove.data.message}
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
                  {TEXT_FIELDS.map(({ name, ...field }) =>
                    (name === "pageName" ? isHomepage : !shows(name)) ? null : (
                      <Field
                        key={name}
                        {...field}
                        name={name}
                        value={draft[name]}
                        onChange={(event) => change({ [name]: event.currentTarget.value })}
                        error={fieldErrors[name]}
                      />
                    ),
                  )}
                  {shows("body") ? (
                    <>
                      <BodyField
                        pageId={page.id}
                        value={draft.body}
                        error={fieldErrors.body}
                        onChange={(body) => change({ body })}
                        aiUsage={aiUsed}
                        aiLimit={aiLimit}
                        onAiUsage={setAiUsed}
                      />
                      <AiBox
                        pageId={page.id}
                        existingText={draft.body}
                        usage={aiUsed}
                        limit={aiLimit}
                        onUsage={setAiUsed}
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
                      {...(company
                        ? { emptyImage: (index: number) => emptyGallerySlot(company, index) }
                        : {})}
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
                  {...(empty ? { empty } : {})}
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

      <EditorPreviewSection preview={preview} page={previewPage} />

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
