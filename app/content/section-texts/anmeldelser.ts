import type { Trade } from "~/lib/trade";

/** The customer's side of the work in each trade, for the intro and the § 6 b statement. */
const WORK: Record<Trade, string> = {
  tomrer: "tømrerarbejde",
  murer: "murerarbejde",
  vvs: "VVS-arbejde",
  maler: "malerarbejde",
  vinduespudser: "vinduespudsning",
  mekaniker: "reparationer og service",
  elektriker: "el-arbejde",
  other: "arbejde",
};

/** "Anmeldelser": the intro above the quotes. It never mentions stars, scores or a number of reviews. */
export const ANMELDELSER_INTROS: Record<Trade, string> = {
  tomrer: `Her kan du læse, hvad kunder har skrevet om det ${WORK.tomrer}, vi har lavet for dem.`,
  murer: `Her kan du læse, hvad kunder har skrevet om det ${WORK.murer}, vi har lavet for dem.`,
  vvs: `Her kan du læse, hvad kunder har skrevet om det ${WORK.vvs}, vi har lavet for dem.`,
  maler: `Her kan du læse, hvad kunder har skrevet om det ${WORK.maler}, vi har lavet for dem.`,
  vinduespudser: "Her kan du læse, hvad kunder har skrevet om vores vinduespudsning.",
  mekaniker:
    "Her kan du læse, hvad kunder har skrevet om de reparationer og den service, vi har lavet på deres biler.",
  elektriker: `Her kan du læse, hvad kunder har skrevet om det ${WORK.elektriker}, vi har lavet for dem.`,
  other: "Her kan du læse, hvad kunder har skrevet om det arbejde, vi har lavet for dem.",
};

/**
 * The statement markedsføringsloven § 6 b, stk. 4 requires, for each honest choice the owner makes,
 * in the trade's words. The site prints the chosen one word for word.
 */
export function reviewCheckText(check: "faktura" | "ikke-kontrolleret", trade: Trade): string {
  return check === "faktura"
    ? `Anmeldelserne her er sendt til os af kunderne selv, og vi har tjekket hver af dem mod vores fakturaer, så de kun kommer fra kunder, vi har udført ${WORK[trade]} for. Vi har selv valgt, hvilke anmeldelser der vises.`
    : `Anmeldelserne her er sendt til os af kunderne selv. Vi kontrollerer ikke, om de kommer fra kunder, der faktisk har fået udført ${WORK[trade]} hos os. Vi har selv valgt, hvilke anmeldelser der vises.`;
}
