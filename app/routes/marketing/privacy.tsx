import { Blocks } from "~/components/marketing/blocks";
import { PageIntro } from "~/components/marketing/sections";
import { formatPostDate } from "~/content/blog";
import { privacyPage } from "~/content/privacy";
import { pageMeta } from "./page-meta";

export const meta = pageMeta({ path: "/privacy", meta: privacyPage.meta });

export default function Privacy() {
  const { h1, intro, updated, updatedLabel, sections } = privacyPage;
  return (
    <>
      <PageIntro title={h1} lead={intro} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-stone-700">
          {updatedLabel}: <time dateTime={updated}>{formatPostDate(updated)}</time>
        </p>
        <nav aria-label="Indhold" className="mt-8 rounded-2xl border border-stone-200 bg-stone-50 p-6">
          <h2 className="font-semibold text-lg text-stone-900">Indhold</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-8 items-center text-brand-700 underline underline-offset-2"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12 scroll-mt-24">
            <h2
              id={section.id}
              className="mb-5 scroll-mt-24 font-bold text-2xl text-stone-900 tracking-tight"
            >
              {section.heading}
            </h2>
            <Blocks blocks={section.blocks} />
          </section>
        ))}
      </div>
    </>
  );
}
