import { Fragment } from "react";
import { parseSiteText } from "~/lib/site-text";

type Props = {
  text: string;
  /** "/{cvr}" on the main host, "" on the site's own host. */
  prefix: string;
  className?: string;
};

/** Owner text as paragraphs with safe links. Everything is a React text node: no owner HTML. */
export function RichText({ text, prefix, className = "" }: Props) {
  const blocks = parseSiteText(text, { prefix });
  if (blocks.length === 0) return null;
  return (
    <div className={`space-y-4 text-lg leading-relaxed text-stone-800 ${className}`}>
      {blocks.map((block, p) =>
        block.kind === "separator" ? (
          <hr key={p} className="my-8 border-current opacity-30" />
        ) : (
          <p key={p}>
            {block.lines.map((segments, l) => (
              <Fragment key={l}>
                {l > 0 ? <br /> : null}
                {segments.map((segment, s) =>
                  segment.kind === "link" ? (
                    <a
                      key={s}
                      href={segment.href}
                      className="font-medium text-(--site-link) underline underline-offset-2 hover:text-(--site-link-hover)"
                    >
                      {segment.text}
                    </a>
                  ) : (
                    <Fragment key={s}>{segment.text}</Fragment>
                  ),
                )}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
