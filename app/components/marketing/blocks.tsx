import type { Block } from "~/content/types";
import { InlineText } from "./inline-text";
import { ContentImg, LightboxImage } from "./lightbox";

type FigureMode =
  | { kind: "plain" }
  | { kind: "lightbox"; idPrefix: string; label: string; closeLabel: string };

/** The content's headings, and what they become under a page's own h2 (`shiftHeadings`). */
const HEADINGS = {
  h2: { plain: "h2", shifted: "h3", className: "pt-4 font-bold text-2xl text-stone-900 tracking-tight" },
  h3: { plain: "h3", shifted: "h4", className: "pt-2 font-semibold text-stone-900 text-xl" },
} as const;

/**
 * Rich text from the content (articles, trade pages, the privacy policy). `shiftHeadings` moves the
 * content's h2/h3 one level down where the page already uses h2 for the section heading.
 */
export function Blocks({
  blocks,
  figures = { kind: "plain" },
  shiftHeadings = false,
}: {
  blocks: Block[];
  figures?: FigureMode;
  shiftHeadings?: boolean;
}) {
  let figureCount = 0;
  return (
    <div className="space-y-5 text-lg text-stone-800 leading-relaxed">
      {blocks.map((block, index) => {
        switch (block.type) {
          case "p":
            return (
              <p key={index}>
                <InlineText text={block.text} />
              </p>
            );
          case "h2":
          case "h3": {
            const heading = HEADINGS[block.type];
            const Tag = shiftHeadings ? heading.shifted : heading.plain;
            return (
              <Tag key={index} className={heading.className}>
                {block.text}
              </Tag>
            );
          }
          case "ul":
          case "ol": {
            const List = block.type;
            return (
              <List
                key={index}
                className={`space-y-2 pl-6 ${block.type === "ul" ? "list-disc" : "list-decimal"} marker:text-brand-700`}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "tip":
            return (
              <aside key={index} className="rounded-xl border-brand-600 border-l-4 bg-brand-50 px-5 py-4">
                <p className="font-semibold text-brand-800">Godt råd</p>
                <p className="mt-1 text-stone-800">
                  <InlineText text={block.text} />
                </p>
              </aside>
            );
          case "figure": {
            figureCount += 1;
            const { image } = block;
            return (
              <figure key={index} className="py-2">
                {figures.kind === "lightbox" ? (
                  <LightboxImage
                    id={`${figures.idPrefix}-${figureCount}`}
                    image={image}
                    label={figures.label}
                    closeLabel={figures.closeLabel}
                  />
                ) : (
                  <ContentImg image={image} className="h-auto w-full rounded-2xl border border-stone-200" />
                )}
                {image.caption ? (
                  <figcaption className="mt-2 text-base text-stone-600">{image.caption}</figcaption>
                ) : null}
              </figure>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
