import { PROJECTS_SLUG } from "~/schemas/project";
import type { SiteCompany, SiteImage, SiteNavPage } from "~/schemas/site-view";
import { emptyImageSlots } from "../empty-image-slots";
import type { NormalizedPage } from "../normalize-page";
import { AnmeldelserSection } from "../sections/anmeldelser";
import { AutorisationSection } from "../sections/autorisation";
import { FradragSection } from "../sections/fradrag";
import { OmraadeSection } from "../sections/omraade";
import { PriserSection } from "../sections/priser";
import { VagtSection } from "../sections/vagt";
import { resolveImage } from "../site-images";
import { primaryAction, secondaryAction } from "./actions";
import { HeroContactCard } from "./hero-contact-card";
import { CtaBand, MeetOwnerBand, RecentWorkBand, type RecentWorkPhoto, ServicesBand } from "./home-blocks";
import { profileOf, serviceCards, trustItems } from "./home-data";
import { HomeDetails } from "./home-details";
import { HomeHero } from "./home-hero";
import { HomeIntro } from "./home-intro";
import { QuoteBand } from "./quote-band";
import { TrustBar } from "./trust-bar";

export type HomeQuote = {
  action: string;
  privacyHref: string;
  startHref: string;
  /** "Ring mig op" (issue 25), offered beside the form. */
  callbackHref?: string;
} | null;

/**
 * The homepage (issue 22), in the order a visitor decides in: hero → trust bar → intro → services →
 * recent work → reviews (then one call-to-action band) → "Mød mesteren" → quote form with
 * reassurance → "Godt at vide" (authorisation, on-call, prices, fradrag and area as compact cards). A section without
 * content is left out, never shown empty.
 */
export function HomeMain({
  company,
  pages,
  content,
  images,
  prefix,
  hrefOf,
  galleryHref,
  quote,
}: {
  company: SiteCompany;
  pages: SiteNavPage[];
  content: NormalizedPage;
  images: SiteImage[];
  prefix: string;
  hrefOf: (slug: string) => string;
  galleryHref: string | null;
  quote: HomeQuote;
}) {
  const profile = profileOf(company);
  // The form on this page is one jump away; the header and phone bar link to the /tilbud page.
  const quoteTarget = quote ? "#tilbud" : null;
  const primary = primaryAction(quoteTarget, company.phone);
  const secondary = secondaryAction(quoteTarget, company.phone);
  const items = trustItems(company);
  // Issue 26: published projects feed "Seneste opgaver" first, each photo linking to its project.
  const projectPhotos: RecentWorkPhoto[] = (company.recentProjects ?? []).flatMap((project) =>
    project.photo
      ? [
          {
            image: project.photo.image,
            alt: project.photo.alt,
            href: `${prefix}/${PROJECTS_SLUG}/${encodeURIComponent(project.slug)}`,
            caption: project.town ? `${project.title}, ${project.town}` : project.title,
          },
        ]
      : [],
  );
  const workPhotos: RecentWorkPhoto[] = projectPhotos.length
    ? projectPhotos
    : profile?.workPhotos.length
      ? profile.workPhotos
      : (company.recentWork ?? []);
  const workHref = projectPhotos.length ? `${prefix}/${PROJECTS_SLUG}` : galleryHref;
  // An empty hero slot shows what the editor's Billeder tab says it shows (emptyImageSlots).
  const emptyHero = emptyImageSlots(company, "homepage", images).heroImage;
  const heroPhoto =
    resolveImage(content.heroImage, images, { width: 1600, height: 900 }, "") ??
    (emptyHero.kind === "image" ? emptyHero.image : null);
  const trust = company.trust;
  const details = company.details;
  const intro = profile?.intro;
  return (
    <div className="site-home">
      <HomeHero
        title={content.title}
        subtitle={content.subtitle}
        photo={heroPhoto}
        primary={primary}
        secondary={secondary}
        trustLine={items
          .filter((item) => item.kind === "authorisation" || item.kind === "reviews")
          .map((item) => item.label)}
        aside={<HeroContactCard company={company} />}
      />
      <TrustBar items={items} />
      <HomeIntro
        heading={intro?.heading || `Om ${company.name}`}
        intro={intro?.text ?? ""}
        text={content.body}
        prefix={prefix}
      />
      <ServicesBand cards={serviceCards(profile, pages)} hrefOf={hrefOf} />
      <RecentWorkBand photos={workPhotos} images={images} galleryHref={workHref} />
      {trust?.anmeldelser ? (
        <>
          <AnmeldelserSection view={trust.anmeldelser} />
          {trust.anmeldelser.quotes.length > 0 ? <CtaBand primary={primary} secondary={secondary} /> : null}
        </>
      ) : null}
      {profile?.owner?.name && profile.owner.line ? (
        <MeetOwnerBand owner={profile.owner} phone={company.phone} />
      ) : null}
      {quote ? <QuoteBand {...quote} companyName={company.name} phone={company.phone} /> : null}
      <HomeDetails
        cards={[
          // Each card only when it has content, so the band is never shown empty.
          trust?.autorisation &&
          (trust.autorisation.intro ||
            trust.autorisation.memberships.length > 0 ||
            trust.autorisation.badges.some((badge) => badge.verified)) ? (
            <AutorisationSection key="autorisation" view={trust.autorisation} />
          ) : null,
          details && (details.onCall || details.holidays.active || details.holidays.upcoming.length > 0) ? (
            <VagtSection key="vagt" onCall={details.onCall} holidays={details.holidays} />
          ) : null,
          trust?.priser?.rows.length ? <PriserSection key="priser" view={trust.priser} /> : null,
          details?.fradrag ? <FradragSection key="fradrag" fradrag={details.fradrag} /> : null,
          details?.area.length ? (
            <OmraadeSection key="omraade" area={details.area} intro={details.areaIntro} />
          ) : null,
        ]}
      />
    </div>
  );
}
