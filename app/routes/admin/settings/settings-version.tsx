import { data, isRouteErrorResponse } from "react-router";
import { VersionPreviewBar } from "~/components/admin/history/history-list";
import { PreviewFrame } from "~/components/admin/page-editor/preview-frame";
import { AdminRouteError } from "~/components/admin/route-error";
import { SitePage } from "~/components/site/site-page";
import { danishDateTime } from "~/lib/danish-time";
import { requireOwner } from "~/server/auth/require-owner.server";
import { previewSettingsVersion } from "~/server/history/preview-settings-version.server";
import type { Route } from "./+types/settings-version";

export function meta() {
  return [{ title: "Tidligere indstillinger | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

/** A preview of an old version is the owner's alone: never indexed (the admin is never cached either). */
export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

/**
 * "Vis" on a settings version (issue 12): the homepage rendered with that version's theme, contact,
 * hours, social media and logo, for the signed-in owner only. Another company's version id is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const preview = await previewSettingsVersion(company.id, params.versionId);
  if (!preview) throw data("Versionen blev ikke fundet", { status: 404 });
  const { view } = preview;
  return {
    version: preview.version,
    site: {
      company: view.company,
      pages: view.pages,
      page: view.page,
      images: view.images,
      mode: view.mode,
      productUrl: view.productUrl,
    },
  };
}

export default function SettingsVersionRoute({ loaderData }: Route.ComponentProps) {
  const { version, site } = loaderData;
  const when = danishDateTime(version.createdAt);
  return (
    <section aria-labelledby="version-heading" className="space-y-4">
      <h1 className="font-bold text-2xl text-stone-900">Indstillinger</h1>
      <VersionPreviewBar
        version={version}
        restore={{ action: "/admin/settings" }}
        backHref="/admin/settings"
        backLabel="Tilbage til indstillinger"
      />
      <p className="text-stone-700">
        Sådan så forsiden ud med indstillingerne fra {when}. Intet er ændret på din hjemmeside, før du trykker
        Gendan.
      </p>
      <PreviewFrame title={`Indstillingerne fra ${when}`}>
        <SitePage {...site} />
      </PreviewFrame>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminRouteError
      error={error}
      title={missing ? "Versionen blev ikke fundet" : "Versionen kunne ikke vises"}
      href="/admin/settings"
      link="Tilbage til indstillinger"
    />
  );
}
