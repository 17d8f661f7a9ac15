import { splitParagraphs } from "~/lib/site-text";
import { RichText } from "../rich-text";
import { Band } from "./band";

/** How many of the homepage's own paragraphs show before "Læs mere" (issue 22: a short page). */
const SHOWN_PARAGRAPHS = 2;

/**
 * The homepage's own text under a visible heading: the profile's short intro when there is one, else
 * the page's body, its first two paragraphs open and the rest behind a native disclosure (all of the
 * owner's text stays on the page and in its HTML, the page just gets shorter).
 */
export function HomeIntro({ heading, text, prefix }: { heading: string; text: string; prefix: string }) {
  const paragraphs = splitParagraphs(text);
  if (paragraphs.length === 0) return null;
  const shown = paragraphs.slice(0, SHOWN_PARAGRAPHS).join("\n\n");
  const rest = paragraphs.slice(SHOWN_PARAGRAPHS).join("\n\n");
  return (
    <Band id="tekst" kicker="Om os" title={heading}>
      <div className="mt-4 max-w-3xl">
        <RichText text={shown} prefix={prefix} />
        {rest ? (
          <details className="site-disclosure mt-4">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-(--site-link) underline underline-offset-4">
              Læs mere
            </summary>
            <RichText text={rest} prefix={prefix} className="mt-4" />
          </details>
        ) : null}
      </div>
    </Band>
  );
}
