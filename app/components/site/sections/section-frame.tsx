import type { ReactNode } from "react";

/** The frame every trust section shares: a labelled band with a visible heading. */
export function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titel`} id={id} className="border-(--site-border) border-t">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id={`${id}-titel`} className="font-bold text-2xl text-stone-950 sm:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export const sectionLink =
  "font-medium text-(--site-link) underline underline-offset-2 hover:text-(--site-link-hover)";

const dateFormat = new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-14" → "14. marts 2026". */
export function danishDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dateFormat.format(date);
}
