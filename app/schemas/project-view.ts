import type { ProjectPhoto } from "./project";
import type { SiteImage } from "./site-view";

/**
 * What the public project pages are rendered from (issue 26): plain data the server loads and the
 * customer-site components render. Only published projects, never who the customer was.
 */
export type PublicProject = {
  slug: string;
  title: string;
  town: string;
  postcode: string;
  /** YYYY-MM-DD */
  doneOn: string;
  text: string;
  photos: ProjectPhoto[];
  before: ProjectPhoto | null;
  after: ProjectPhoto | null;
  fradrag: boolean;
  /** The service page it belongs to (its address and menu label), when it has one. */
  service: { slug: string; name: string } | null;
  updatedAt: string;
};

/** A town with enough published work for its own page (TOWN_PAGE_MIN_PROJECTS). */
export type ProjectTown = { slug: string; name: string; count: number };

export type ProjectsView = {
  projects: PublicProject[];
  towns: ProjectTown[];
  /** The archive rows of the photos shown (their alt left empty: each project photo carries its own). */
  images: SiteImage[];
  /** "Tømrer", "VVS" … for town page headings. */
  tradeLabel: string;
};

/** A project link where other pages list it (homepage, service page): title, town and its first photo. */
export type ProjectLink = {
  slug: string;
  title: string;
  town: string;
  doneOn: string;
  photo: ProjectPhoto | null;
};

/** The photo that stands for a project: the after photo of a pair, else the first photo. */
function coverPhoto(project: Pick<PublicProject, "after" | "photos">): ProjectPhoto | null {
  return project.after ?? project.photos[0] ?? null;
}

export function toProjectLink(project: PublicProject): ProjectLink {
  return {
    slug: project.slug,
    title: project.title,
    town: project.town,
    doneOn: project.doneOn,
    photo: coverPhoto(project),
  };
}
