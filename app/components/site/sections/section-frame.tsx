import type { ReactNode } from "react";

/** The short kicker above each section's heading (issue 22's section rhythm). */
const KICKERS: Record<string, string> = {
  autorisation: "Tryghed",
  priser: "Priser inkl. moms",
  anmeldelser: "Det siger kunderne",
  fradrag: "Spar på skatten",
  omraade: "Her kører vi",
  vagt: "Akut hjælp",
};

/**
 * The frame every trust section shares: a full-width band (white and tint alternate on the homepage,
 * app/app.css) with a kicker and a visible heading.
 */
export function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titel`} id={id} className="site-band scroll-mt-16">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-16">
        {KICKERS[id] ? <p className="site-kicker">{KICKERS[id]}</p> : null}
        <h2 id={`${id}-titel`} className="site-heading mt-1 font-bold text-2xl text-stone-950 sm:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

const dateFormat = new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-14" → "14. marts 2026". */
export function danishDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dateFormat.format(date);
}
