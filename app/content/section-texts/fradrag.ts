import type { Trade } from "~/lib/trade";

/** Which of the two deductions a trade's work falls under. */
export type FradragKind = "green" | "service";

/**
 * "Håndværkerfradrag" per trade: the explainer's first line (the owner may write their own) and the
 * work of each trade that gives a deduction (SKAT's lists for 2025–2027, in the trade's words).
 * Trades whose ordinary work does not qualify are absent: painting lost its deduction in 2022,
 * car repair never had one, and for an unknown trade we cannot say.
 */
export const TRADE_FRADRAG: Partial<
  Record<Trade, { kind: FradragKind; intro: string; work: readonly string[] }>
> = {
  tomrer: {
    kind: "green",
    intro: "Nye vinduer, yderdøre og efterisolering kan give dig fradrag for arbejdslønnen.",
    work: [
      "Udskiftning af vinduer, ruder og yderdøre (også terrassedøre med mest glas)",
      "Isolering af tag, loft, ydervægge og gulve",
    ],
  },
  murer: {
    kind: "green",
    intro: "Efterisolering af ydervægge og arbejde på skorstenen kan give dig fradrag for arbejdslønnen.",
    work: [
      "Isolering af ydervægge og hulmure",
      "Reparation og forbedring af skorsten, f.eks. isolerende foring",
      "Afmontering af gammel brændeovn eller pejseindsats",
    ],
  },
  vvs: {
    kind: "green",
    intro: "Varmepumper og arbejde på varmeanlægget kan give dig fradrag for arbejdslønnen.",
    work: [
      "Installation, reparation og udskiftning af varmepumper",
      "Radiatorer, gulvvarme, termostatventiler og cirkulationspumper",
      "Fjernvarmeunits og eftersyn af varmeanlæg",
    ],
  },
  elektriker: {
    kind: "green",
    intro: "Solceller og el-arbejdet ved en ny varmepumpe kan give dig fradrag for arbejdslønnen.",
    work: [
      "Installation, reparation og udskiftning af solceller (også med batteri)",
      "Varmestyring, f.eks. vejrkompensering og urstyring",
      "El-arbejdet ved installation af varmepumpe",
    ],
  },
  vinduespudser: {
    kind: "service",
    intro: "Vinduespudsning i dit hjem kan give dig fradrag for arbejdslønnen.",
    work: ["Vinduespudsning, indvendig og udvendig", "Almindelig rengøring i hjemmet"],
  },
};
