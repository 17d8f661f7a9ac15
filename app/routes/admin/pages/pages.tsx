import { useState } from "react";
import { redirect, useSearchParams } from "react-router";
import type { z } from "zod";
import { Notice, RestoredNotice } from "~/components/admin/notice";
import { PageEditor, type PreviewData } from "~/components/admin/page-editor/page-editor";
import { PageMenu } from "~/components/admin/page-editor/page-menu";
import { restoredPageMessage } from "~/components/admin/page-editor/restored-page-message";
import { useLeaveGuard } from "~/components/admin/page-editor/use-leave-guard";
import { VersionList, VersionPreview } from "~/components/admin/page-editor/version-history";
import { AdminRouteError } from "~/components/admin/route-error";
import { toPageDraft } from "~/lib/page-draft";
import { parseForm } from "~/lib/parse-form";
import { AI_DAILY_LIMIT, type PageMenuIntent, pageMenuFormSchema } from "~/schemas/page";
import { countAiUsage } from "~/server/ai-usage/count-ai-usage.server";
import { requireOwner } from "~/server/auth/require-owner.server";
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
import { actionFailed, actionInvalid } from "../../action-result.server";
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

/** Each intent's failure, through actionFailed: what is logged, and what is shown for a non-AppError. */
const FAILURES: Record<PageMenuIntent, { log: string; fallback: string }> = {
  create: { log: "Ny side kunne ikke oprettes", fallback: CREATE_FAILED },
  delete: { log: "Siden kunne ikke slettes", fallback: DELETE_FAILED },
  publish: { log: "Siden kunne ikke udgives", fallback: PUBLISH_FAILED },
  "restore-version": { log: "Versionen kunne ikke gendannes", fallback: RESTORE_FAILED },
  move: { log: "Siden kunne ikke flyttes", fallback: MOVE_FAILED },
};

/**
 * intent=create, delete, publish, restore-version and move (fetchers or plain forms; all redirect on
 * success): always for the session's company, whatever page id is sent. A refused or failed one
 * answers an ActionResult with its intent, and the page it concerns in `values.pageId`, so the
 * message can stand next to that page's controls; the editor's unsaved text stays.
 */
export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), pageMenuFormSchema);
  if (!parsed.ok) {
    return actionInvalid({
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
      message: "Ukendt handling",
    });
  }
  const { intent } = parsed.data;
  try {
    return await runIntent(parsed.data, company.id, email);
  } catch (error) {
    return actionFailed(error, {
      intent,
      values: parsed.values,
      ...FAILURES[intent],
      fields: { companyId: company.id, pageId: parsed.values.pageId },
    });
  }
}

async function runIntent(form: z.output<typeof pageMenuFormSchema>, companyId: string, email: string) {
  const selected = (id: string) => `/admin/pages?side=${encodeURIComponent(id)}`;
  switch (form.intent) {
    case "create": {
      const created = await createPage(companyId);
      return redirect(selected(created.id));
    }
    case "delete":
      await deletePage(companyId, form.pageId);
      return redirect("/admin/pages");
    case "publish":
      await publishPage(companyId, form.pageId);
      return redirect(selected(form.pageId));
    case "restore-version":
      await restorePageVersion(companyId, { pageId: form.pageId, versionId: form.versionId, author: email });
      return redirect(`${selected(form.pageId)}&gendannet=1`);
    case "move": {
      if (form.direction === "up" || form.direction === "down")
        await movePage(companyId, form.pageId, form.direction);
      else if (form.before !== undefined)
        await movePage(companyId, form.pageId, { before: form.before || null });
      else throw new AppError("VALIDATION", MOVE_FAILED);
      return redirect(form.side ? selected(form.side) : "/admin/pages");
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
      {restored ? <RestoredNotice what="Versionen" /> : null}
      {pageRestored ? <Notice tone="done">{pageRestored}</Notice> : null}
      {failure && failure.intent !== "move" && failure.intent !== "publish" ? (
        <Notice tone="failed">{failure.message}</Notice>
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
          publishError={failure?.intent === "publish" ? failure.message : null}
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
  return (
    <AdminRouteError error={error} title="Siderne kunne ikke vises" href="/admin/pages">
      <p>Der opstod en fejl.</p>
    </AdminRouteError>
  );
}
