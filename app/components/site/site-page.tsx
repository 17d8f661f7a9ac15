import type { ReactNode } from "react";
import { shortHours } from "~/lib/hours";
import { siteTheme, themeStyle } from "~/lib/themes";
import type { SiteCompany, SiteImage, SiteMode, SiteNavPage, SitePageRecord } from "~/schemas/site-view";
import { ContactSection } from "./contact-section";
import { emptyGallerySlot, emptyImageSlots } from "./empty-image-slots";
import { primaryAction, secondaryAction } from "./home/actions";
import { HomeHero } from "./home/home-hero";
import { HomeMain } from "./home/home-main";
import { normalizePage, shownByLayout } from "./normalize-page";
import { OnCallStrip } from "./on-call-strip";
import { GallerySection, GridSection, PageHeading, TextImageSection, TextSection } from "./page-sections";
import { PhoneActionBar } from "./phone-action-bar";
import { ServiceProjects } from "./projects/project-views";
import { HolidayHoursBox, holidayClosedText } from "./sections/vagt";
import { SiteFooter } from "./site-footer";
import { type NavItem, SiteHeader } from "./site-header";
import { defaultImage, resolveImage } from "./site-images";
import { linkPrefix, pageHref, quoteStartHref, sitePageHref, telHref } from "./site-links";
import { siteTrade } from "./site-meta";

export type SitePageProps = {
  company: SiteCompany;
  /** All the site's pages (for the menu); the homepage is left out of the menu. */
  pages: SiteNavPage[];
  /** The page to show. */
  page: SitePageRecord;
  images: SiteImage[];
  /** Where the page is shown: on the site's own host, or under /{cvr} on the main host. */
  mode: SiteMode;
  /** The product's address for the footer line "Hjemmeside fra Håndværkernet"; left out when not given. */
  productUrl?: string;
  /** Replaces the page's own content (the /tilbud and /privatlivspolitik pages). */
  main?: ReactNode;
  /** The address of such a page of our own (e.g. /tilbud), so the phone bar does not offer the page it is on. */
  ownPagePath?: string | undefined;
};

/** The visually hidden heading of a page's body text (its visible heading is the page's h1). */
const BODY_HEADING = "Beskrivelse";

/** The menu: sub-pages in the order given (the owner's order, issue 12), the homepage excluded. */
export function navItems(pages: SiteNavPage[], current: SitePageRecord, mode: SiteMode): NavItem[] {
  return pages
    .filter((page) => page.type !== "homepage")
    .map((page) => ({
      href: pageHref(mode, page.slug),
      label: page.pageName.trim() || page.title?.trim() || page.slug,
      current: page.slug === current.slug,
    }));
}

/**
 * A whole customer-site page (header, the page's layout, contact, opening hours, footer) from plain
 * data. The public routes render it without client JavaScript; the page editor renders it as a live
 * preview. The document head comes separately (SiteHead), so a preview does not change its host's title.
 */
export function SitePage({
  company,
  pages,
  page,
  images,
  mode,
  productUrl,
  main: ownMain,
  ownPagePath,
}: SitePageProps) {
  const theme = siteTheme(company.theme);
  const trade = siteTrade(company);
  const content = shownByLayout(normalizePage(page));
  const prefix = linkPrefix(mode);
  const homeHref = pageHref(mode, null);
  const detail = defaultImage(trade, "detail");
  // An empty side-image slot shows the trade's drawing; the editor's Billeder tab shows the same.
  const emptySide = emptyImageSlots(company, page.type, images).mainImage;
  const sideImage =
    resolveImage(content.image, images, { width: 1200, height: 900 }, content.title) ??
    (emptySide.kind === "image" ? emptySide.image : detail);

  const quoteHref = company.quoteFormEnabled ? sitePageHref(mode, "tilbud") : null;
  let main: ReactNode;
  switch (content.layout) {
    case "hero":
      main = (
        <>
          <HomeHero
            title={content.title}
            subtitle={content.subtitle}
            photo={resolveImage(content.heroImage, images, { width: 1600, height: 900 }, "")}
            primary={primaryAction(quoteHref, company.phone)}
            secondary={secondaryAction(quoteHref, company.phone)}
            trustLine={[]}
          />
          {content.body ? (
            <TextImageSection
              body={content.body}
              prefix={prefix}
              image={sideImage}
              heading={`Om ${company.name}`}
            />
          ) : null}
        </>
      );
      break;
    case "text-image":
      main = (
        <>
          <PageHeading title={content.title} />
          <TextImageSection
            body={content.body}
            prefix={prefix}
            image={sideImage}
            heading={BODY_HEADING}
            priority
          />
        </>
      );
      break;
    case "gallery": {
      const items = content.gallery.map((item, i) => {
        const fallback = emptyGallerySlot(company, i).image;
        return {
          ...item,
          resolved: resolveImage(item.image, images, { width: 1200, height: 900 }, item.title) ?? {
            ...fallback,
            alt: item.title ? "" : fallback.alt,
          },
        };
      });
      main = (
        <>
          <PageHeading title={content.title} />
          <GallerySection body={content.body} prefix={prefix} items={items} heading="Galleri" />
        </>
      );
      break;
    }
    case "grid":
      main = (
        <>
          <PageHeading title={content.title} />
          <GridSection body={content.body} prefix={prefix} heading={BODY_HEADING} />
        </>
      );
      break;
    default:
      main = (
        <>
          <PageHeading title={content.title} />
          <TextSection body={content.body} prefix={prefix} heading={BODY_HEADING} />
        </>
      );
  }

  const privacyHref =
    company.quoteFormEnabled === undefined ? undefined : sitePageHref(mode, "privatlivspolitik");
  // Issue 26: a service page lists the published projects that belong to it, below its own content.
  if (!ownMain && page.type !== "homepage" && company.serviceProjects?.length)
    main = (
      <>
        {main}
        <ServiceProjects projects={company.serviceProjects} images={images} mode={mode} />
      </>
    );
  if (ownMain) main = ownMain;
  else if (page.type === "homepage") {
    // Issue 22: the homepage is its own composition (hero, trust bar, services, ..., the quote form).
    const gallery = pages.find(
      (entry) => entry.type !== "homepage" && /galleri|opgaver|projekter/i.test(entry.slug),
    );
    main = (
      <HomeMain
        company={company}
        pages={pages}
        content={content}
        images={images}
        prefix={prefix}
        hrefOf={(slug) => pageHref(mode, slug)}
        galleryHref={gallery ? pageHref(mode, gallery.slug) : null}
        quote={
          quoteHref
            ? {
                action: quoteHref,
                privacyHref: privacyHref ?? "",
                startHref: quoteStartHref(mode),
                callbackHref: sitePageHref(mode, "ring-mig-op"),
              }
            : null
        }
      />
    );
  }
  // Without the form setting (a view that does not carry it) there is no phone bar; the public page
  // and the editor's preview both carry it (issue 23: the preview is the public page).
  const barPhoneHref =
    company.phone && company.quoteFormEnabled !== undefined ? telHref(company.phone) : null;
  // On /tilbud itself the bar's "Få et tilbud" would lead nowhere new: only "Ring" stays.
  const barQuoteHref = ownPagePath === quoteHref ? null : quoteHref;

  return (
    <div
      style={themeStyle(theme)}
      data-preset={theme.preset.id}
      className={`flex min-h-screen flex-col bg-white text-stone-900 ${barQuoteHref || barPhoneHref ? "pb-16 md:pb-0" : ""}`}
    >
      <a
        href="#indhold"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Gå til indhold
      </a>
      {company.details?.onCall ? <OnCallStrip onCall={company.details.onCall} /> : null}
      <SiteHeader
        name={company.name}
        logo={company.logo}
        homeHref={homeHref}
        items={navItems(pages, page, mode)}
        quoteHref={quoteHref}
        phone={company.phone}
      />
      <main id="indhold" className="flex-1">
        {main}
      </main>
      <ContactSection
        company={company}
        compact={page.type === "homepage"}
        hoursBox={
          company.details?.holidays.active ? (
            <HolidayHoursBox active={company.details.holidays.active} hours={company.hours} />
          ) : undefined
        }
      />
      <SiteFooter
        company={company}
        hours={company.showHours ? shortHours(company.hours) : undefined}
        closed={
          company.showHours && company.details?.holidays.active
            ? holidayClosedText(company.details.holidays.active)
            : null
        }
        links={[
          { href: homeHref, label: "Forside" },
          ...navItems(pages, page, mode),
          ...(quoteHref ? [{ href: quoteHref, label: "Få et tilbud" }] : []),
          ...(privacyHref ? [{ href: privacyHref, label: "Privatlivspolitik" }] : []),
        ]}
        productUrl={productUrl}
      />
      <PhoneActionBar phoneHref={barPhoneHref} quoteHref={barQuoteHref} />
    </div>
  );
}
