import type { Trade } from "~/lib/trade";

/** Which of the two deductions a trade's work falls under. */
export type FradragKind = "green" | "service";

/**
 * The work of each trade that gives a deduction (SKAT's lists for 2025–2027, in the trade's words).
 * Trades whose ordinary work does not qualify are absent: painting lost its deduction in 2022,
 * car repair never had one, and for an unknown trade we cannot say.
 */
export const TRADE_FRADRAG: Partial<Record<Trade, { kind: FradragKind; work: readonly string[] }>> = {
  tomrer: {
    kind: "green",
    work: [
      "Udskiftning af vinduer, ruder og yderdøre (også terrassedøre med mest glas)",
      "Isolering af tag, loft, ydervægge og gulve",
    ],
  },
  murer: {
    kind: "green",
    work: [
      "Isolering af ydervægge og hulmure",
      "Reparation og forbedring af skorsten, f.eks. isolerende foring",
      "Afmontering af gammel brændeovn eller pejseindsats",
    ],
  },
  vvs: {
    kind: "green",
    work: [
      "Installation, reparation og udskiftning af varmepumper",
      "Radiatorer, gulvvarme, termostatventiler og cirkulationspumper",
      "Fjernvarmeunits og eftersyn af varmeanlæg",
    ],
  },
  elektriker: {
    kind: "green",
    work: [
      "Installation, reparation og udskiftning af solceller (også med batteri)",
      "Varmestyring, f.eks. vejrkompensering og urstyring",
      "El-arbejdet ved installation af varmepumpe",
    ],
  },
  vinduespudser: {
    kind: "service",
    work: ["Vinduespudsning, indvendig og udvendig", "Almindelig rengøring i hjemmet"],
  },
};
