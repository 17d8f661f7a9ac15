import { splitParagraphs } from "~/lib/site-text";
import { RichText } from "../rich-text";
import { Band } from "./band";

/** How many of the homepage's own paragraphs show before "Læs mere" (issue 22: a short page). */
const SHOWN_PARAGRAPHS = 2;

/**
 * The homepage's text under a visible heading. With the profile's short intro (issue 22), the intro is
 * open and the page's own body (what the page editor edits) follows behind a native "Læs mere"
 * disclosure; without one, the body's first two paragraphs are open and the rest behind it. All of the
 * owner's text stays on the page and in its HTML; the page just gets shorter.
 */
export function HomeIntro({
  heading,
  intro,
  text,
  prefix,
}: {
  heading: string;
  intro: string;
  text: string;
  prefix: string;
}) {
  const paragraphs = splitParagraphs(text);
  const introParagraphs = splitParagraphs(intro);
  if (paragraphs.length === 0 && introParagraphs.length === 0) return null;
  const shown =
    introParagraphs.length > 0
      ? introParagraphs.join("\n\n")
      : paragraphs.slice(0, SHOWN_PARAGRAPHS).join("\n\n");
  const rest = (introParagraphs.length > 0 ? paragraphs : paragraphs.slice(SHOWN_PARAGRAPHS)).join("\n\n");
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
