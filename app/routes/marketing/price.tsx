import {
  ClosingCallToAction,
  IconCards,
  PageIntro,
  PricingCard,
  Section,
} from "~/components/marketing/sections";
import { pricePage } from "~/content/price";
import { pageMeta } from "./page-meta";

export const meta = pageMeta({
  path: "/hvad-er-med-i-prisen",
  meta: pricePage.meta,
});

export default function Price() {
  const { h1, lead, pricing, itemsHeading, items, closing } = pricePage;
  return (
    <>
      <PageIntro title={h1} lead={lead} />
      <Section className="flex justify-center">
        <PricingCard pricing={pricing} />
      </Section>
      <Section tone="muted" heading={{ id: "med-i-prisen", title: itemsHeading }}>
        <IconCards cards={items} columns={2} />
      </Section>
      <ClosingCallToAction cta={closing} />
    </>
  );
}
