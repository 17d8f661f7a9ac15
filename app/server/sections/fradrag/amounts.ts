/**
 * The yearly maximums of the Danish deductions for work in the home (ligningslovens § 8 V), per person
 * over 18, counting wages only. The ONE place to change when SKAT publishes next year's amounts.
 *
 * Sources (checked 2026-11-22):
 * - 2026: "grøn istandsættelse" (håndværkerfradraget) 9.000 kr. and servicefradraget 18.300 kr. per
 *   person: Ældre Sagen, "Håndværkerfradrag/servicefradrag", edited 14.01.2026
 *   (https://www.aeldresagen.dk/viden-og-raadgivning/vaerd-at-vide/h/haandvaerkerfradrag); the 9.000 kr.
 *   also in Skatteguiden's "Håndværkerfradrag". For comparison, 2025 was 8.600 / 17.500 kr.
 * - 2027: the scheme is law for 2025–2027, but the 2027 amounts were not published when this was
 *   written. The 2026 amounts are reused and marked `confirmed: false`, and the site says that the
 *   amount is last year's until SKAT publishes the new one.
 */
export type FradragAmounts = {
  /** Grøn istandsættelse (håndværkerfradrag), kr. per person. */
  green: number;
  /** Serviceydelser (servicefradrag), kr. per person. */
  service: number;
  /** False while the year's amounts are not yet published and last year's are shown. */
  confirmed: boolean;
};

export const FRADRAG_AMOUNTS: Readonly<Record<number, FradragAmounts>> = {
  2026: { green: 9_000, service: 18_300, confirmed: true },
  2027: { green: 9_000, service: 18_300, confirmed: false },
};

/** SKAT (the full lists and the form are found from its front page; deep links there change often). */
export const SKAT_FRADRAG_URL = "https://skat.dk/";
