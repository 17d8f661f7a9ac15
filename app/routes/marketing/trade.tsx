import { data } from "react-router";
import { Blocks } from "~/components/marketing/blocks";
import { ButtonLink } from "~/components/marketing/links";
import { marketingMeta, originFromMatches } from "~/components/marketing/meta";
import { ClosingCallToAction, Section, TextCards } from "~/components/marketing/sections";
import { tradeBySlug } from "~/content/trades";
import type { Route } from "./+types/trade";

/** One module for the seven trade landing pages; the path says which trade (routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const trade = tradeBySlug(new URL(request.url).pathname.replace(/\/+$/, ""));
  if (!trade) throw data(null, { status: 404 });
  return { path: trade.path };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const trade = loaderData ? tradeBySlug(loaderData.path) : undefined;
  if (!trade) return [];
  return marketingMeta({ origin: originFromMatches(matches), path: trade.path, meta: trade.meta });
}

export default function TradePage({ loaderData }: Route.ComponentProps) {
  const trade = tradeBySlug(loaderData.path);
  if (!trade) return null;
  return (
    <>
      <section className="border-stone-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="font-semibold text-brand-700">{trade.linkLabel}</p>
          <h1 className="mt-2 text-balance font-extrabold text-4xl text-stone-900 tracking-tight sm:text-5xl">
            {trade.h1}
          </h1>
          <p className="mt-5 max-w-2xl text-pretty text-stone-700 text-xl leading-relaxed">
            {trade.description}
          </p>
          <ButtonLink link={trade.heroButton} className="mt-8" />
        </div>
      </section>
      <Section className="max-w-3xl" heading={{ id: "hovedtekst", title: trade.mainHeading }}>
        <div className="mt-6">
          <Blocks blocks={trade.main} />
        </div>
      </Section>
      <Section tone="muted" heading={{ id: "funktioner", title: trade.featuresHeading }}>
        <TextCards cards={trade.features} />
      </Section>
      <ClosingCallToAction cta={trade.closing} />
    </>
  );
}
