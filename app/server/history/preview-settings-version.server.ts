import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type SettingsSnapshot, settingsVersions } from "~/db/schema";
import type { SiteCompany } from "~/schemas/site-view";
import { isPageId } from "~/server/pages/is-page-id";
import { loadSiteView, type SiteView } from "~/server/sites/load-site-view.server";
import { shownHours } from "~/server/sites/public-site-view";

export type SettingsVersionPreview = {
  version: { id: string; summary: string; createdAt: string };
  view: SiteView;
};

/**
 * "Vis" on a settings version: the public homepage as it is now, but with that version's theme,
 * contact details, opening hours, social media and logo. Read only (nothing is saved, the public
 * site and its cache are untouched); null when the version is not one of this company's.
 */
export async function previewSettingsVersion(
  companyId: string,
  versionId: string,
): Promise<SettingsVersionPreview | null> {
  if (!isPageId(versionId)) return null;
  const [version] = await db()
    .select()
    .from(settingsVersions)
    .where(and(eq(settingsVersions.id, versionId), eq(settingsVersions.companyId, companyId)))
    .limit(1);
  if (!version) return null;
  const site = await loadSiteView({ companyId }, null, "public");
  if (site.kind !== "page") return null;
  return {
    version: { id: version.id, summary: version.summary, createdAt: version.createdAt.toISOString() },
    view: { ...site.view, company: withSettings(site.view.company, version.snapshot) },
  };
}

/** The site's company data with a settings version's fields, cut the way the public site cuts them. */
function withSettings(company: SiteCompany, settings: SettingsSnapshot): SiteCompany {
  return {
    ...company,
    phone: settings.phone,
    // Only a contact e-mail the owner chose is shown (never the login e-mail), as on the public site.
    email: settings.email.trim(),
    address: settings.address,
    zipcode: settings.zipcode,
    city: settings.city,
    hours: shownHours(settings.hours, settings.showHours),
    showHours: settings.showHours,
    socialMedia: settings.socialMedia,
    theme: settings.theme,
    logo: settings.logo,
  };
}
