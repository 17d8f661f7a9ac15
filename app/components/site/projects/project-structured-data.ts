import type { PublicProject } from "~/schemas/project-view";
import type { SiteImage } from "~/schemas/site-view";
import { imageSrc, resolveImage } from "../site-images";
import { projectPaths } from "./project-links";

/**
 * JSON-LD of the project pages (issue 26), in the vocabulary schema.org defines: a project is a
 * CreativeWork made by the business (the LocalBusiness node every page carries, by its @id), at a
 * Place with its postcode; list pages are ItemLists of the project URLs (Google's summary-page list
 * format); every page has a BreadcrumbList. Validated by a rule table in project-structured-data.test.ts.
 */

type Site = { origin: string; companyName: string };

const businessRef = (origin: string) => ({ "@id": `${origin}/#virksomhed` });

function breadcrumbs(origin: string, trail: Array<{ name: string; path: string }>) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

function photoUrls(project: PublicProject, images: readonly SiteImage[], origin: string) {
  const all = [
    ...(project.before ? [project.before] : []),
    ...(project.after ? [project.after] : []),
    ...project.photos,
  ];
  return all.map((photo) => {
    const resolved = resolveImage(photo.image, images, { width: 1200, height: 900 }, photo.alt);
    const src = resolved?.src ?? imageSrc(photo.image);
    return {
      "@type": "ImageObject",
      contentUrl: `${origin}${src}`,
      caption: photo.alt,
      ...(resolved ? { width: resolved.width, height: resolved.height } : {}),
    };
  });
}

export function projectJsonLd(site: Site, project: PublicProject, images: readonly SiteImage[]) {
  const url = `${site.origin}${projectPaths.project(project.slug)}`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "CreativeWork",
        "@id": `${url}#opgave`,
        name: project.title,
        url,
        description: project.text || project.title,
        dateCreated: project.doneOn,
        image: photoUrls(project, images, site.origin),
        creator: businessRef(site.origin),
        locationCreated: {
          "@type": "Place",
          name: project.town,
          address: {
            "@type": "PostalAddress",
            postalCode: project.postcode,
            addressLocality: project.town,
            addressCountry: "DK",
          },
        },
        ...(project.service
          ? {
              about: {
                "@type": "Service",
                name: project.service.name,
                url: `${site.origin}/${project.service.slug}`,
              },
            }
          : {}),
      },
      breadcrumbs(site.origin, [
        { name: site.companyName, path: "/" },
        { name: "Udførte opgaver", path: projectPaths.list },
        { name: project.title, path: projectPaths.project(project.slug) },
      ]),
    ],
  };
}

/** The projects page or a town page: the projects it lists, in its order. */
export function projectListJsonLd(
  site: Site,
  page: { name: string; path: string; town?: { name: string; path: string } },
  projects: readonly PublicProject[],
) {
  const trail = [
    { name: site.companyName, path: "/" },
    { name: "Udførte opgaver", path: projectPaths.list },
    ...(page.town ? [page.town] : []),
  ];
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "ItemList",
        name: page.name,
        url: `${site.origin}${page.path}`,
        numberOfItems: projects.length,
        itemListElement: projects.map((project, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: `${site.origin}${projectPaths.project(project.slug)}`,
        })),
      },
      breadcrumbs(site.origin, trail),
    ],
  };
}
