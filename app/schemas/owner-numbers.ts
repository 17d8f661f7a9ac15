/**
 * Danish wording of the owner's numbers (issue 25) shared by the dashboard and the monthly report, so
 * both say exactly what is counted.
 */

/** What "opkald fra hjemmesiden" counts. */
export const CALLS_NOTE =
  "Opkald tæller tryk på dit telefonnummer på hjemmesiden. Browsere uden ping-funktionen (f.eks. Firefox) tælles ikke.";
