import { isExternalHref, parseInline } from "~/content/inline";
import { MainSiteLink } from "./links";

/** Renders content "inline text": plain text with [label](target) links, never HTML. */
export function InlineText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <>
      {parseInline(text).map((segment, index) =>
        segment.type === "text" ? (
          segment.text
        ) : (
          <MainSiteLink
            key={index}
            href={segment.href}
            className={
              linkClassName ??
              "font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700"
            }
            {...(isExternalHref(segment.href) ? { rel: "noopener" } : {})}
          >
            {segment.label}
          </MainSiteLink>
        ),
      )}
    </>
  );
}
