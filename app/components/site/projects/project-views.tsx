import {
  type ProjectLink,
  type ProjectTown,
  type PublicProject,
  toProjectLink,
} from "~/schemas/project-view";
import type { SiteImage, SiteMode } from "~/schemas/site-view";
import { container } from "../home/band";
import { PageHeading } from "../page-sections";
import { SiteImageTag } from "../site-image";
import { resolveImage } from "../site-images";
import { pageHref } from "../site-links";
import { BeforeAfter } from "./before-after";
import { danishDate, projectHref, projectsHref, townHref } from "./project-links";

const link = "font-semibold text-(--site-link) underline underline-offset-4 hover:text-(--site-link-hover)";

/** Cards of projects: the cover photo, title, town and date, each card a link to the project's page. */
function ProjectCards({
  projects,
  images,
  mode,
  headingLevel = 2,
}: {
  projects: readonly ProjectLink[];
  images: SiteImage[];
  mode: SiteMode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => {
        const cover = project.photo;
        const image = cover
          ? resolveImage(cover.image, images, { width: 1200, height: 900 }, cover.alt)
          : null;
        return (
          <li
            key={project.slug}
            className="site-card relative flex min-w-0 flex-col border border-(--site-border) bg-white"
          >
            {image ? (
              <SiteImageTag
                image={image}
                sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw"
                className="aspect-4/3 h-auto w-full bg-(--site-soft) object-cover"
              />
            ) : null}
            <div className="p-4">
              <Heading className="site-heading font-semibold text-lg text-stone-950 [overflow-wrap:anywhere]">
                <a
                  href={projectHref(mode, project.slug)}
                  className="after:absolute after:inset-0 hover:text-(--site-link)"
                >
                  {project.title}
                </a>
              </Heading>
              <p className="mt-1 text-stone-700">
                {project.town ? `${project.town} · ` : ""}
                <time dateTime={project.doneOn}>{danishDate(project.doneOn)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The way from a town's or a service's projects to all of them. */
function AllProjectsLink({ mode, className }: { mode: SiteMode; className: string }) {
  return (
    <p className={className}>
      <a href={projectsHref(mode)} className={link}>
        Se alle udførte opgaver
      </a>
    </p>
  );
}

function TownLinks({
  towns,
  mode,
  tradeLabel,
}: {
  towns: ProjectTown[];
  mode: SiteMode;
  tradeLabel: string;
}) {
  if (towns.length === 0) return null;
  return (
    <nav aria-labelledby="byer-titel" className="mt-10">
      <h2 id="byer-titel" className="site-heading font-bold text-stone-950 text-xl">
        Opgaver efter by
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {towns.map((town) => (
          <li key={town.slug}>
            <a href={townHref(mode, town.slug)} className={link}>
              {`${tradeLabel} i ${town.name} (${town.count} opgaver)`}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /udfoerte-opgaver: every published project, newest first, and the towns that have their own page. */
export function ProjectsPage({
  projects,
  towns,
  images,
  mode,
  companyName,
  tradeLabel,
}: {
  projects: readonly PublicProject[];
  towns: ProjectTown[];
  images: SiteImage[];
  mode: SiteMode;
  companyName: string;
  tradeLabel: string;
}) {
  return (
    <>
      <PageHeading title="Udførte opgaver" />
      <div className={`${container} py-10`}>
        <p className="max-w-3xl text-lg text-stone-800">
          Et udvalg af de opgaver, {companyName} har lavet for kunder. Hver opgave har billeder fra arbejdet.
        </p>
        <div className="mt-8">
          <ProjectCards projects={projects.map(toProjectLink)} images={images} mode={mode} />
        </div>
        <TownLinks towns={towns} mode={mode} tradeLabel={tradeLabel} />
      </div>
    </>
  );
}

/** A town page ("Tømrer i Vejle – udførte opgaver"): the firm's published projects in that town. */
export function TownProjectsPage({
  town,
  projects,
  images,
  mode,
  companyName,
  tradeLabel,
}: {
  town: ProjectTown;
  projects: readonly PublicProject[];
  images: SiteImage[];
  mode: SiteMode;
  companyName: string;
  tradeLabel: string;
}) {
  return (
    <>
      <PageHeading title={`${tradeLabel} i ${town.name} – udførte opgaver`} />
      <div className={`${container} py-10`}>
        <p className="max-w-3xl text-lg text-stone-800">
          {companyName} har udført {projects.length} opgaver i {town.name}. Her er de med billeder.
        </p>
        <div className="mt-8">
          <ProjectCards projects={projects.map(toProjectLink)} images={images} mode={mode} />
        </div>
        <AllProjectsLink mode={mode} className="mt-8" />
      </div>
    </>
  );
}

/** One project: its photos (the before/after pair first), town, date, service and text. */
export function ProjectPage({
  project,
  images,
  mode,
  townSlug,
}: {
  project: PublicProject;
  images: SiteImage[];
  mode: SiteMode;
  /** The town's page, when the town has one. */
  townSlug: string | null;
}) {
  return (
    <article aria-labelledby="opgave-titel">
      <div className="border-(--site-border) border-b bg-(--site-tint)">
        <div className={`${container} py-10 sm:py-14`}>
          <p className="site-kicker">
            <a href={projectsHref(mode)} className="underline underline-offset-4">
              Udførte opgaver
            </a>
          </p>
          <h1
            id="opgave-titel"
            className="site-heading mt-1 max-w-3xl text-balance font-bold text-3xl text-stone-950 sm:text-4xl"
          >
            {project.title}
          </h1>
        </div>
      </div>
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-[2fr_1fr]`}>
        <div className="min-w-0 space-y-6">
          {project.before && project.after ? (
            <BeforeAfter
              before={project.before}
              after={project.after}
              images={images}
              name={`foer-efter-${project.slug}`}
              title={project.title}
            />
          ) : null}
          {project.text ? <p className="whitespace-pre-line text-lg text-stone-800">{project.text}</p> : null}
          {project.photos.length > 0 ? (
            <ul aria-label="Billeder fra opgaven" className="grid gap-3 sm:grid-cols-2">
              {project.photos.map((photo) => {
                const image = resolveImage(photo.image, images, { width: 1200, height: 900 }, photo.alt);
                return image ? (
                  <li key={photo.image}>
                    <SiteImageTag
                      image={{ ...image, alt: photo.alt }}
                      sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw"
                      className="site-card aspect-4/3 h-auto w-full bg-(--site-soft) object-cover"
                    />
                  </li>
                ) : null;
              })}
            </ul>
          ) : null}
        </div>
        <dl className="site-card h-fit space-y-3 border border-(--site-border) bg-white p-5">
          <div>
            <dt className="font-semibold text-stone-950">By</dt>
            <dd className="text-stone-800">
              {townSlug ? (
                <a href={townHref(mode, townSlug)} className={link}>
                  {project.postcode} {project.town}
                </a>
              ) : (
                `${project.postcode} ${project.town}`
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-950">Udført</dt>
            <dd className="text-stone-800">
              <time dateTime={project.doneOn}>{danishDate(project.doneOn)}</time>
            </dd>
          </div>
          {project.service ? (
            <div>
              <dt className="font-semibold text-stone-950">Ydelse</dt>
              <dd>
                <a href={pageHref(mode, project.service.slug)} className={link}>
                  {project.service.name}
                </a>
              </dd>
            </div>
          ) : null}
          {project.fradrag ? (
            <div>
              <dt className="font-semibold text-stone-950">Håndværkerfradrag</dt>
              <dd className="text-stone-800">Kunden fik håndværkerfradrag for arbejdslønnen.</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}

/** On a service page: the published projects that belong to it, as links (issue 26). */
export function ServiceProjects({
  projects,
  images,
  mode,
}: {
  projects: readonly ProjectLink[];
  images: SiteImage[];
  mode: SiteMode;
}) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="ydelse-opgaver-titel" className={`${container} py-10`}>
      <h2 id="ydelse-opgaver-titel" className="site-heading font-bold text-2xl text-stone-950">
        Udførte opgaver
      </h2>
      <div className="mt-6">
        <ProjectCards projects={projects} images={images} mode={mode} headingLevel={3} />
      </div>
      <AllProjectsLink mode={mode} className="mt-6" />
    </section>
  );
}
