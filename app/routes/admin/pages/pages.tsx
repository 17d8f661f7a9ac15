import { useState } from "react";
import { data, isRouteErrorResponse, redirect, useSearchParams } from "react-router";
import { PageEditor, type PreviewData } from "~/components/admin/page-editor/page-editor";
import { PageMenu } from "~/components/admin/page-editor/page-menu";
import { restoredPageMessage } from "~/components/admin/page-editor/restored-page-message";
import { useLeaveGuard } from "~/components/admin/page-editor/use-leave-guard";
import { VersionList, VersionPreview } from "~/components/admin/page-editor/version-history";
import { AI_DAILY_LIMIT } from "~/schemas/page";
import { countAiUsage } from "~/server/ai-usage/count-ai-usage.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { findPageVersion, listPageVersions } from "~/server/history/list-page-versions.server";
import { restorePageVersion } from "~/server/history/restore-page-version.server";
import { listImages } from "~/server/images/list-images.server";
import { createPage } from "~/server/pages/create-page.server";
import { deletePage } from "~/server/pages/delete-page.server";
import { findPage } from "~/server/pages/find-page.server";
import { listPages } from "~/server/pages/list-pages.server";
import { movePage } from "~/server/pages/move-page.server";
import { toPageDraft } from "~/server/pages/page-draft";
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

export type MenuActionResult = { ok: false; error: string };

/**
 * intent=create, delete, publish and move (fetchers or plain forms; all redirect): always for the
 * session's company, whatever page id is sent.
 */
export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "create") {
    try {
      const created = await createPage(company.id);
      return redirect(`/admin/pages?side=${created.id}`);
    } catch (error) {
      const failure = domainFailure(error, "Ny side kunne ikke oprettes", CREATE_FAILED);
      return data<MenuActionResult>({ ok: false, error: CREATE_FAILED }, { status: failure.status });
    }
  }

  if (intent === "delete") {
    try {
      await deletePage(company.id, String(form.get("pageId") ?? ""));
      return redirect("/admin/pages");
    } catch (error) {
      const failure = domainFailure(error, "Siden kunne ikke slettes", DELETE_FAILED);
      return data<MenuActionResult>({ ok: false, error: DELETE_FAILED }, { status: failure.status });
    }
  }

  if (intent === "publish") {
    const pageId = String(form.get("pageId") ?? "");
    try {
      await publishPage(company.id, pageId);
      return redirect(`/admin/pages?side=${encodeURIComponent(pageId)}`);
    } catch (error) {
      const failure = domainFailure(error, "Siden kunne ikke udgives", PUBLISH_FAILED);
      return data<MenuActionResult>({ ok: false, error: failure.message }, { status: failure.status });
    }
  }

  if (intent === "restore-version") {
    const pageId = String(form.get("pageId") ?? "");
    try {
      await restorePageVersion(company.id, {
        pageId,
        versionId: String(form.get("versionId") ?? ""),
        author: email,
      });
      return redirect(`/admin/pages?side=${encodeURIComponent(pageId)}&gendannet=1`);
    } catch (error) {
      const failure = domainFailure(error, "Versionen kunne ikke gendannes", RESTORE_FAILED);
      return data<MenuActionResult>({ ok: false, error: failure.message }, { status: failure.status });
    }
  }

  if (intent === "move") {
    const direction = form.get("direction");
    const side = String(form.get("side") ?? "");
    try {
      if (direction !== "up" && direction !== "down") {
        return data<MenuActionResult>({ ok: false, error: MOVE_FAILED }, { status: 400 });
      }
      await movePage(company.id, String(form.get("pageId") ?? ""), direction);
      return redirect(side ? `/admin/pages?side=${encodeURIComponent(side)}` : "/admin/pages");
    } catch (error) {
      const failure = domainFailure(error, "Siden kunne ikke flyttes", MOVE_FAILED);
      return data<MenuActionResult>({ ok: false, error: failure.message }, { status: failure.status });
    }
  }

  return data<MenuActionResult>({ ok: false, error: "Ukendt handling" }, { status: 400 });
}

export default function PagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const [searchParams] = useSearchParams();
  const restored = searchParams.get("gendannet") === "1";
  const pageRestored = page
    ? restoredPageMessage(searchParams.get("gendannet-side"), page.slug, searchParams.get("fra"))
    : null;
  const [dirty, setDirty] = useState(false);
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
      {actionData && !actionData.ok ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <PageMenu pages={loaderData.pages} selectedId={page?.id ?? null} confirmLeave={confirmLeave} />
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
