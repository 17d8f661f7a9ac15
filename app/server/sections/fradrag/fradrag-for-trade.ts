import { type FradragKind, TRADE_FRADRAG } from "~/content/section-texts/fradrag";
import type { Trade } from "~/lib/trade";
import type { SiteDetailsView } from "~/schemas/sections/view";
import { FRADRAG_AMOUNTS, SKAT_FRADRAG_URL } from "./amounts";

/**
 * What the public explainer shows (the site view's fradrag: label "Håndværkerfradrag (grøn
 * istandsættelse)" or "Servicefradrag", the maximum per person in kr., `confirmed` false when the year's
 * amount is not published yet and last year's is shown, the trade's default first line), and its kind.
 */
export type FradragView = NonNullable<SiteDetailsView["fradrag"]> & { kind: FradragKind };

const LABELS: Record<FradragKind, string> = {
  green: "Håndværkerfradrag (grøn istandsættelse)",
  service: "Servicefradrag",
};

/**
 * The deduction a trade's customers can get in `year`, or null when the trade does not qualify.
 * A year outside the config uses the nearest configured year before it (else the first one), and is
 * then never marked confirmed.
 */
export function fradragForTrade(trade: Trade, year: number): FradragView | null {
  const work = TRADE_FRADRAG[trade];
  if (!work) return null;
  const years = Object.keys(FRADRAG_AMOUNTS)
    .map(Number)
    .sort((a, b) => a - b);
  const known = FRADRAG_AMOUNTS[year];
  const fallbackYear = years.filter((y) => y <= year).at(-1) ?? years[0]!;
  const amounts = known ?? FRADRAG_AMOUNTS[fallbackYear]!;
  return {
    kind: work.kind,
    label: LABELS[work.kind],
    year,
    maxAmount: amounts[work.kind],
    confirmed: known ? known.confirmed : false,
    intro: work.intro,
    work: work.work,
    skatUrl: SKAT_FRADRAG_URL,
  };
}
