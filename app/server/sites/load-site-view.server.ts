import { and, asc, eq } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { companies, images, pages } from "~/db/schema";
import { canonicalOrigin } from "~/lib/canonical";
import { detectTradeFrom } from "~/lib/trade";
import type { ProjectsView } from "~/schemas/project-view";
import type { SiteCompany, SiteImage, SiteMode, SiteNavPage, SitePageRecord } from "~/schemas/site-view";
import { siteImageColumns } from "~/server/images/site-image-columns";
import { pageColumns } from "~/server/pages/page-columns";
import { loadPageProjects } from "~/server/projects/load-page-projects.server";
import { resolveRedirect } from "~/server/redirects/resolve-redirect.server";
import { loadSearchPresence } from "~/server/search/load-search-presence.server";
import { buildTrustView } from "~/server/sections/build-trust-view";
import { loadSiteDetails } from "~/server/sections/load-site-details.server";
import { loadTrustSections } from "~/server/sections/trust-store.server";
import { galleryPhotos, shownPageSummaries } from "./homepage-extras";
import { imagesShownOn, menuPages, shownHours } from "./public-site-view";
import { memoized } from "./render-memo.server";
import { subdomainUrl } from "./site-url.server";

export type SiteView = {
  company: SiteCompany;
  /** The menu: the other pages' labels and addresses only. */
  pages: SiteNavPage[];
  page: SitePageRecord;
  /** Only the images this page shows. */
  images: SiteImage[];
  mode: SiteMode;
  /** The canonical origin: the verified own domain, else the subdomain address. */
  origin: string;
  /** The product's own address (footer line). */
  productUrl: string;
  /** What the welcome dialog's "seen" mark is stored under: the subdomain, or the cvr on the main host. */
  welcomeKey: string;
  /**
   * Search Console / Bing Webmaster verification tokens (issue 26): on the homepage on the site's own
   * host only, never under /{cvr} on the product's host (that would verify our domain for them).
   */
  verification?: { google: string; bing: string };
  /** Issue 26: the published projects, on the project pages only (app/routes/site/projects.server.ts). */
  projects?: ProjectsView;
  /** When the page next changes by itself (issue 13 holiday hours), in ms; the cache keeps it no longer. */
  changesAt?: number | null;
  /** Issue 27: the owner has not yet proved the CVR number is theirs, so search engines must not index it. */
  noindex?: boolean;
};

export type SiteViewResult =
  | { kind: "page"; view: SiteView }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

const companyColumns = {
  id: companies.id,
  name: companies.name,
  cvr: companies.cvr,
  address: companies.address,
  zipcode: companies.zipcode,
  city: companies.city,
  phone: companies.phone,
  email: companies.email,
  logo: companies.logo,
  hours: companies.hours,
  showHours: companies.showHours,
  socialMedia: companies.socialMedia,
  theme: companies.theme,
  subdomain: companies.subdomain,
  customDomain: companies.customDomain,
  customDomainVerifiedAt: companies.customDomainVerifiedAt,
  industryDesc: companies.industryDesc,
  startDate: companies.startDate,
  quoteFormEnabled: companies.quoteFormEnabled,
  quoteRetentionMonths: companies.quoteRetentionMonths,
  profile: companies.profile,
  ownershipVerifiedAt: companies.ownershipVerifiedAt,
};

/**
 * Everything one customer page is rendered from, and nothing more (it is public route data): the
 * company, the menu (in the owner's order), the published page asked for (the homepage when `slug` is null) and the
 * images it shows; hidden opening hours are left out. The homepage's own slug redirects to the site's
 * root, so each page has one address.
 */
export async function loadSiteView(
  where: { companyId: string } | { cvr: string },
  slug: string | null,
  /** "owner": the admin's live preview, which may show any image of the archive on the edited page. */
  audience: "public" | "owner" = "public",
): Promise<SiteViewResult> {
  const [company] = await memoized(
    "companyId" in where ? `company:${where.companyId}` : `company-cvr:${where.cvr}`,
    () =>
      db()
        .select(companyColumns)
        .from(companies)
        .where("companyId" in where ? eq(companies.id, where.companyId) : eq(companies.cvr, where.cvr))
        .limit(1),
  );
  if (!company) return { kind: "not-found" };

  const [pageRows, imageRows, sections] = await memoized(`site-rows:${company.id}:${audience}`, () =>
    siteRows(company, audience),
  );

  const mode: SiteMode = "cvr" in where ? { kind: "main", cvr: company.cvr } : { kind: "host" };
  const homepage = pageRows.find((page) => page.type === "homepage");
  if (slug !== null && homepage && slug === homepage.slug) {
    return { kind: "redirect", to: mode.kind === "main" ? `/${company.cvr}` : "/" };
  }
  const page = slug === null ? homepage : pageRows.find((candidate) => candidate.slug === slug);
  if (!page) {
    // A renamed page's old address, or a redirect the owner made: 301 to where it leads now.
    const target = slug === null ? null : await resolveRedirect(company.id, `/${slug}`);
    if (!target) return { kind: "not-found" };
    // The product's main host leads only to the site's own pages (F8: no open redirect under our name).
    if (target.kind === "url")
      return mode.kind === "main" ? { kind: "not-found" } : { kind: "redirect", to: target.url };
    const prefix = mode.kind === "main" ? `/${company.cvr}` : "";
    return { kind: "redirect", to: target.path === "/" ? prefix || "/" : `${prefix}${target.path}` };
  }

  // The trust sections show on the homepage only (issue 13), in the editor's preview as on the public
  // page. Every page carries them all the same: the business's JSON-LD (credentials, reviews, price
  // range) must be identical on every page under its one @id (issue 27); they are public anyway.
  const trust = buildTrustView(
    await memoized(`trust:${company.id}`, () => loadTrustSections(company.id)),
    detectTradeFrom([company.industryDesc, company.name]),
  );
  const presence =
    page.type === "homepage" && mode.kind === "host" && audience === "public"
      ? await memoized(`presence:${company.id}`, () => loadSearchPresence(company.id))
      : null;
  const verification =
    presence && (presence.googleVerification || presence.bingVerification)
      ? { google: presence.googleVerification, bing: presence.bingVerification }
      : undefined;
  const { id: _id, customDomain, customDomainVerifiedAt, profile, ownershipVerifiedAt, ...fields } = company;
  // Issue 22: the homepage's service cards and recent work fall back to the other pages' content.
  const isHome = page.type === "homepage";
  const summaries = isHome
    ? shownPageSummaries(pageRows, (profile?.services.length ?? 0) > 0)
    : new Map<string, string>();
  // Issue 26: published projects feed "Seneste opgaver" on the homepage (before the profile's work
  // photos and the gallery), and a service page lists the projects that belong to it.
  const projectsOf = isHome ? "home" : page.id;
  const pageProjects = await memoized(`projects:${company.id}:${projectsOf}`, () =>
    loadPageProjects(company.id, projectsOf),
  );
  // Only when there are no projects and the profile has no work photos of its own: then these are
  // what "Seneste opgaver" shows.
  const recentWork =
    isHome && pageProjects.projects.length === 0 && (profile?.workPhotos.length ?? 0) === 0
      ? galleryPhotos(pageRows)
      : [];
  const { id: _pageId, ...pageRecord } = page;
  return {
    kind: "page",
    view: {
      // Only the contact e-mail the owner chose is public; the login e-mail is private (never a fallback).
      company: {
        ...fields,
        email: fields.email.trim(),
        hours: shownHours(fields.hours, fields.showHours),
        trust,
        // Issue 22: intro, service cards, selling points, photos and owner; shown on the homepage only.
        ...(page.type === "homepage" ? { profile } : {}),
        details: sections.details,
        ...(recentWork.length > 0 ? { recentWork } : {}),
        ...(pageProjects.projects.length > 0
          ? isHome
            ? { recentProjects: pageProjects.projects }
            : { serviceProjects: pageProjects.projects }
          : {}),
      },
      pages: menuPages(pageRows).map((entry) => {
        const summary = summaries.get(entry.slug);
        return summary
          ? { ...entry, title: pageRows.find((row) => row.slug === entry.slug)?.title ?? "", summary }
          : entry;
      }),
      page: pageRecord,
      // The homepage also shows the profile's work photos and owner photo (issue 22).
      images:
        audience === "owner"
          ? imageRows
          : imagesShownOn(
              page.type === "homepage"
                ? [page.content, profile, recentWork, pageProjects.photos]
                : [page.content, recentWork, pageProjects.photos],
              imageRows,
            ),
      mode,
      origin: canonicalOrigin({ customDomain, customDomainVerifiedAt }, subdomainUrl(company.subdomain)),
      productUrl: env().publicUrl,
      welcomeKey: mode.kind === "main" ? company.cvr : company.subdomain,
      ...(verification ? { verification } : {}),
      changesAt: sections.changesAt,
      ...(ownershipVerifiedAt ? {} : { noindex: true }),
    },
  };
}

/** The site-wide rows every page of the site is rendered from (shared by a publish's renders). */
function siteRows(
  company: Parameters<typeof loadSiteDetails>[0] & { id: string },
  audience: "public" | "owner",
) {
  return Promise.all([
    db()
      .select(pageColumns)
      .from(pages)
      // Drafts ("Kladde") exist for the owner's preview only: for visitors they are not there at all.
      .where(
        and(eq(pages.companyId, company.id), audience === "owner" ? undefined : eq(pages.published, true)),
      )
      .orderBy(asc(pages.position), asc(pages.createdAt), asc(pages.slug)),
    db().select(siteImageColumns).from(images).where(eq(images.companyId, company.id)),
    loadSiteDetails(company),
  ]);
}
