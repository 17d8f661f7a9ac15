import { ClosingCallToAction, FaqAnswer, PageIntro } from "~/components/marketing/sections";
import { faqPage } from "~/content/faq";
import { plainText } from "~/content/inline";
import { pageMeta } from "./page-meta";

export const meta = pageMeta({
  path: "/faq",
  meta: faqPage.meta,
  jsonLd: {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqPage.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.map(plainText).join("\n\n") },
    })),
  },
});

export default function Faq() {
  const { h1, lead, items, closing } = faqPage;
  return (
    <>
      <PageIntro title={h1} lead={lead} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="space-y-6">
          {items.map((item) => (
            <section
              key={item.id}
              aria-labelledby={item.id}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id={item.id} className="scroll-mt-24 font-bold text-2xl text-stone-900 tracking-tight">
                {item.question}
              </h2>
              <FaqAnswer item={item} className="mt-4 space-y-4 text-lg text-stone-800 leading-relaxed" />
            </section>
          ))}
        </div>
      </div>
      <ClosingCallToAction cta={closing} />
    </>
  );
}
