import { useState } from "react";
import { data, isRouteErrorResponse, redirect, useSearchParams } from "react-router";
import { PageEditor, type PreviewData } from "~/components/admin/page-editor/page-editor";
import { PageMenu } from "~/components/admin/page-editor/page-menu";
import { restoredPageMessage } from "~/components/admin/page-editor/restored-page-message";
import { useLeaveGuard } from "~/components/admin/page-editor/use-leave-guard";
import { VersionList, VersionPreview } from "~/components/admin/page-editor/version-history";
import { toPageDraft } from "~/lib/page-draft";
import { AI_DAILY_LIMIT } from "~/schemas/page";
import { countAiUsage } from "~/server/ai-usage/count-ai-usage.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { AppError } from "~/server/errors";
import { findPageVersion, listPageVersions } from "~/server/history/list-page-versions.server";
import { restorePageVersion } from "~/server/history/restore-page-version.server";
import { listImages } from "~/server/images/list-images.server";
import { createPage } from "~/server/pages/create-page.server";
import { deletePage } from "~/server/pages/delete-page.server";
import { findPage } from "~/server/pages/find-page.server";
import { listPages } from "~/server/pages/list-pages.server";
import { movePage } from "~/server/pages/move-page.server";
import { publishPage } from "~/server/pages/publish-page.server";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import { siteUrl } from "~/server/sites/site-url.server";
import type { Route } from "./+types/pages";

export function meta() {
  return [{ title: "Sider | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const CREATE_FAILED = "Kunne ikke oprette ny side";
const DELETE_FAILED = "Kunne ikke slette siden";
const PUBLISH_FAILED = "Kunne ikke udgive siden";
const MOVE_FAILED = "Kunne ikke flytte siden";
const RESTORE_FAILED = "Kunne ikke gendanne versionen";

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const url = new URL(request.url);
  const [pages, aiUsage, images, site] = await Promise.all([
    listPages(company.id),
    countAiUsage(company.id),
    listImages(company.id),
    loadSiteView({ companyId: company.id }, null, "owner"),
  ]);
  // SPEC §2: the homepage is selected first; ?side=<id> selects another of the owner's pages.
  const wanted = url.searchParams.get("side") ?? pages.find((page) => page.type === "homepage")?.id;
  const page = wanted ? await findPage(company.id, wanted) : null;
  const versionId = url.searchParams.get("version");
  const [versions, version] = page
    ? await Promise.all([
        listPageVersions(company.id, page.id),
        versionId ? findPageVersion(company.id, page.id, versionId) : null,
      ])
    : [[], null];
  return {
    versions,
    // "Vis" on a version: the preview shows it instead of the editor, with "Gendan denne version".
    version: version
      ? {
          id: version.id,
          summary: version.summary,
          createdAt: version.createdAt.toISOString(),
          snapshot: version.snapshot,
        }
      : null,
    pages,
    page: page
      ? {
          id: page.id,
          type: page.type,
          slug: page.slug,
          published: page.published,
          revision: page.revision,
          createdAt: page.createdAt.toISOString(),
          draft: toPageDraft(page),
        }
      : null,
    aiUsage,
    aiLimit: AI_DAILY_LIMIT,
    images,
    siteUrl: siteUrl(company),
    // The live preview renders the page with the site's own data, as visitors see it.
    preview:
      site.kind === "page"
        ? ({
            company: site.view.company,
            pages: site.view.pages,
            images: site.view.images,
            mode: site.view.mode,
            origin: site.view.origin,
            productUrl: site.view.productUrl,
          } satisfies PreviewData)
        : null,
  };
}

type Intent = "create" | "delete" | "publish" | "restore-version" | "move";

/**
 * A refused or failed menu action: the Danish message, and the page it concerns, so the message can
 * stand next to that page's controls. The editor's unsaved text stays (nothing is reloaded away).
 */
export type MenuActionResult = { ok: false; intent: Intent | null; pageId: string | null; error: string };

/** Each intent's failure, through domainFailure: what is logged, and what is shown for a non-AppError. */
const FAILURES: Record<Intent, { log: string; fallback: string }> = {
  create: { log: "Ny side kunne ikke oprettes", fallback: CREATE_FAILED },
  delete: { log: "Siden kunne ikke slettes", fallback: DELETE_FAILED },
  publish: { log: "Siden kunne ikke udgives", fallback: PUBLISH_FAILED },
  "restore-version": { log: "Versionen kunne ikke gendannes", fallback: RESTORE_FAILED },
  move: { log: "Siden kunne ikke flyttes", fallback: MOVE_FAILED },
};

function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && Object.hasOwn(FAILURES, value);
}

/**
 * intent=create, delete, publish, restore-version and move (fetchers or plain forms; all redirect on
 * success): always for the session's company, whatever page id is sent. Every failure is answered in
 * one place below.
 */
export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const pageId = String(form.get("pageId") ?? "");
  if (!isIntent(intent)) {
    return data<MenuActionResult>(
      { ok: false, intent: null, pageId: null, error: "Ukendt handling" },
      { status: 400 },
    );
  }
  try {
    return await runIntent(intent, form, company.id, email);
  } catch (error) {
    const failure = domainFailure(error, FAILURES[intent].log, FAILURES[intent].fallback, {
      companyId: company.id,
      pageId,
    });
    return data<MenuActionResult>(
      { ok: false, intent, pageId: pageId || null, error: failure.message },
      { status: failure.status },
    );
  }
}

async function runIntent(intent: Intent, form: FormData, companyId: string, email: string) {
  const pageId = String(form.get("pageId") ?? "");
  const selected = (id: string) => `/admin/pages?side=${encodeURIComponent(id)}`;
  switch (intent) {
    case "create": {
      const created = await createPage(companyId);
      return redirect(selected(created.id));
    }
    case "delete":
      await deletePage(companyId, pageId);
      return redirect("/admin/pages");
    case "publish":
      await publishPage(companyId, pageId);
      return redirect(selected(pageId));
    case "restore-version":
      await restorePageVersion(companyId, {
        pageId,
        versionId: String(form.get("versionId") ?? ""),
        author: email,
      });
      return redirect(`${selected(pageId)}&gendannet=1`);
    case "move": {
      // "Flyt op"/"Flyt ned" send a direction; a drag in the list sends the page it was dropped before.
      const direction = form.get("direction");
      const before = form.get("before");
      if (direction === "up" || direction === "down") await movePage(companyId, pageId, direction);
      else if (typeof before === "string") await movePage(companyId, pageId, { before: before || null });
      else throw new AppError("VALIDATION", MOVE_FAILED);
      const side = String(form.get("side") ?? "");
      return redirect(side ? selected(side) : "/admin/pages");
    }
  }
}

export default function PagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const [searchParams] = useSearchParams();
  const restored = searchParams.get("gendannet") === "1";
  const pageRestored = page
    ? restoredPageMessage(searchParams.get("gendannet-side"), page.slug, searchParams.get("fra"))
    : null;
  const [dirty, setDirty] = useState(false);
  // Without JavaScript (or for plain forms) a failed action's answer comes back as actionData.
  const failure = actionData && !actionData.ok ? actionData : null;
  const { confirmLeave, dialog } = useLeaveGuard(dirty);
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl text-stone-900">Sider</h1>
      {restored ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-800">
          Versionen er gendannet. Den tidligere udgave ligger stadig i Tidligere versioner.
        </p>
      ) : null}
      {pageRestored ? (
        <p role="status" className="break-words rounded-lg bg-green-50 p-3 font-medium text-green-800">
          {pageRestored}
        </p>
      ) : null}
      {failure && failure.intent !== "move" && failure.intent !== "publish" ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {failure.error}
        </p>
      ) : null}
      <PageMenu
        pages={loaderData.pages}
        selectedId={page?.id ?? null}
        confirmLeave={confirmLeave}
        moveFailure={failure?.intent === "move" ? failure : null}
      />
      {page && loaderData.version ? (
        <VersionPreview page={page} version={loaderData.version} preview={loaderData.preview} />
      ) : page ? (
        <PageEditor
          key={page.id}
          page={page}
          images={loaderData.images}
          preview={loaderData.preview}
          siteUrl={loaderData.siteUrl}
          aiUsage={loaderData.aiUsage}
          aiLimit={loaderData.aiLimit}
          onDirtyChange={setDirty}
          publishError={failure?.intent === "publish" ? failure.error : null}
        />
      ) : (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-lg text-stone-700">
          Vælg en side fra menuen
        </p>
      )}
      {page ? (
        <VersionList key={`versions-${page.id}`} pageId={page.id} versions={loaderData.versions} />
      ) : null}
      {dialog}
    </div>
  );
}

/** Something broke while loading or changing pages: say so in Danish, keep the admin around it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <h1 className="font-bold text-xl">Siderne kunne ikke vises</h1>
      <p>Der opstod en fejl.</p>
      <p>
        <a href="/admin/pages" className="font-semibold underline">
          Prøv igen
        </a>
      </p>
    </div>
  );
}
