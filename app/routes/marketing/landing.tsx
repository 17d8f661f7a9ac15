import { CheckIcon, Icon } from "~/components/marketing/icons";
import { LightboxImage, LightboxScript } from "~/components/marketing/lightbox";
import { ButtonLink, MainSiteLink, MoreLink } from "~/components/marketing/links";
import { marketingMeta, originFromMatches } from "~/components/marketing/meta";
import {
  ClosingCallToAction,
  FaqAccordion,
  IconCards,
  PricingCard,
  Section,
  SectionHeading,
} from "~/components/marketing/sections";
import { landingPage } from "~/content/landing";
import { productName, supportEmail } from "~/content/site";
import { requestInfoContext } from "~/server/context";
import { log } from "~/server/log.server";
import { listRecentSites, type RecentSite } from "~/server/marketing/list-recent-sites.server";
import type { Route } from "./+types/landing";

const RECENT_SITES_ERROR = "Kunne ikke hente de seneste hjemmesider.";

type RecentSites = { status: "ok"; sites: RecentSite[] } | { status: "error" };

export async function loader({ context }: Route.LoaderArgs) {
  const { nonce } = context.get(requestInfoContext);
  let recentSites: RecentSites;
  try {
    recentSites = { status: "ok", sites: await listRecentSites() };
  } catch (error) {
    // The block shows an error; the rest of the page renders as usual.
    log("error", "recent sites could not be loaded", {
      error: error instanceof Error ? error.message : String(error),
    });
    recentSites = { status: "error" };
  }
  return { nonce, recentSites };
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFromMatches(matches);
  return marketingMeta({
    origin,
    path: "/",
    meta: landingPage.meta,
    image: landingPage.ogImage,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: productName,
      url: `${origin}/`,
      logo: `${origin}/apple-touch-icon.png`,
      email: supportEmail,
      description: landingPage.meta.description,
      areaServed: "DK",
    },
  });
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { hero, benefits, trades, recentSites, example, guide, founder, pricing, faq, closing } = landingPage;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20 sm:pb-12">
          <h1 className="text-balance font-extrabold text-4xl text-stone-900 tracking-tight sm:text-5xl lg:text-6xl">
            {hero.h1}
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-stone-700 text-xl leading-relaxed">{hero.lead}</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink link={hero.primary} />
            <ButtonLink link={hero.secondary} variant="secondary" />
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {hero.points.map((point) => (
              <li key={point} className="inline-flex items-center gap-2 font-medium text-stone-800">
                <CheckIcon className="size-5 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section labelledBy="eksempel" className="pt-4 sm:pt-6">
        <div className="grid items-center gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <SectionHeading id="eksempel" title={example.heading} intro={example.text} />
            {example.image.caption ? <p className="mt-4 text-stone-700">{example.image.caption}</p> : null}
          </div>
          <div className="lg:col-span-3">
            <LightboxImage
              id="eksempel-billede"
              image={example.image}
              label={example.enlargeLabel}
              closeLabel={example.closeLabel}
              eager
            />
          </div>
        </div>
      </Section>

      <Section tone="muted" heading={{ id: "fordele", title: benefits.heading, intro: benefits.intro }}>
        <IconCards cards={benefits.items} columns={4} />
      </Section>

      <Section heading={{ id: "brancher", title: trades.heading, intro: trades.intro }}>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {trades.links.map((link) => (
            <li key={link.href}>
              <MainSiteLink
                href={link.href}
                className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-5 py-3 font-semibold text-stone-900 shadow-sm hover:border-brand-600 hover:text-brand-800"
              >
                {link.label}
                <span aria-hidden="true" className="text-brand-700">
                  →
                </span>
              </MainSiteLink>
            </li>
          ))}
        </ul>
      </Section>

      <RecentSitesBlock
        heading={recentSites.heading}
        intro={recentSites.intro}
        data={loaderData.recentSites}
      />

      <Section heading={{ id: "kom-i-gang", title: guide.heading, intro: guide.intro }}>
        {/* A portrait video: as wide as fits, so the whole player (and its focus ring) is visible
            below the sticky header on any screen. */}
        <figure
          className="mx-auto mt-10"
          style={{
            maxWidth: `min(20rem, calc((100svh - 7rem) * ${guide.video.width} / ${guide.video.height}))`,
          }}
        >
          <video
            controls
            preload="none"
            playsInline
            poster={guide.video.poster}
            width={guide.video.width}
            height={guide.video.height}
            aria-label={guide.video.label}
            className="h-auto w-full rounded-2xl border border-stone-200 bg-stone-100 shadow-sm"
          >
            <source src={guide.video.src} type="video/webm" />
            <track kind="captions" src={guide.video.captions} srcLang="da" label="Dansk" default />
          </video>
          <figcaption className="mt-3 text-center text-sm text-stone-700">
            {guide.video.description}
          </figcaption>
        </figure>
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {guide.steps.map((step) => (
            <li key={step.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-stone-900 text-xl">{step.title}</h3>
              <p className="mt-2 text-stone-700 leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="muted" labelledBy="historien">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="historien" title={founder.heading} />
            <div className="mt-6 max-w-prose space-y-4 text-lg text-stone-800 leading-relaxed">
              {founder.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <MoreLink href={founder.link.href}>{founder.link.label}</MoreLink>
          </div>
          <div id="pris" className="flex items-center">
            <PricingCard pricing={pricing} />
          </div>
        </div>
      </Section>

      <Section className="max-w-4xl" heading={{ id: "spoergsmaal", title: faq.heading }}>
        <FaqAccordion items={faq.items} />
        <MoreLink href={faq.more.href}>{faq.more.label}</MoreLink>
      </Section>

      <ClosingCallToAction cta={closing} />
      <LightboxScript nonce={loaderData.nonce} />
    </>
  );
}

function RecentSitesBlock({ heading, intro, data }: { heading: string; intro: string; data: RecentSites }) {
  if (data.status === "ok" && data.sites.length === 0) return null;
  return (
    <Section tone="muted" heading={{ id: "nye-hjemmesider", title: heading, intro: intro }}>
      {data.status === "error" ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {RECENT_SITES_ERROR}
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.sites.map((site) => (
            <li key={site.url} className="min-w-0">
              <a
                href={site.url}
                className="flex min-h-20 items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-600"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name="globe" className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-stone-900">{site.name}</span>
                  <span className="block truncate text-sm text-stone-600">
                    {site.city ? `${site.city} · ` : ""}
                    {new URL(site.url).host}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
