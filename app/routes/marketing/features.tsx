import { InlineText } from "~/components/marketing/inline-text";
import { ClosingCallToAction, IconCards, PageIntro, Section } from "~/components/marketing/sections";
import { featuresPage } from "~/content/features";
import { pageMeta } from "./page-meta";

export const meta = pageMeta({ path: "/funktioner", meta: featuresPage.meta });

export default function Features() {
  const { h1, lead, cards, footnote, closing } = featuresPage;
  return (
    <>
      <PageIntro title={h1} lead={lead} />
      <Section className="pt-4 sm:pt-6">
        <h2 className="sr-only">Alle funktioner</h2>
        <IconCards cards={cards} columns={2} />
        <p className="mt-10 max-w-3xl text-lg text-stone-700">
          <InlineText text={footnote} />
        </p>
      </Section>
      <ClosingCallToAction cta={closing} />
    </>
  );
}
