import { ClosingCallToAction, PageIntro, Section, TextCards } from "~/components/marketing/sections";
import { aboutPage } from "~/content/about";
import { pageMeta } from "./page-meta";

export const meta = pageMeta({ path: "/om", meta: aboutPage.meta });

export default function About() {
  const { h1, lead, story, principles, closing } = aboutPage;
  return (
    <>
      <PageIntro title={h1} lead={lead} />
      <Section className="max-w-4xl" heading={{ id: "historien", title: story.heading }}>
        <div className="mt-6 max-w-prose space-y-5 text-lg text-stone-800 leading-relaxed">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section tone="muted" heading={{ id: "principper", title: principles.heading }}>
        <TextCards cards={principles.items} />
      </Section>
      <ClosingCallToAction cta={closing} />
    </>
  );
}
