import type { OpeningHours } from "~/schemas/site-content";

/** SPEC §3/§9: Mandag–Torsdag 07:00 - 16:00, Fredag 07:00 - 15:00, Lørdag and Søndag 'Lukket'. */
export const DEFAULT_HOURS: OpeningHours = {
  Mandag: "07:00 - 16:00",
  Tirsdag: "07:00 - 16:00",
  Onsdag: "07:00 - 16:00",
  Torsdag: "07:00 - 16:00",
  Fredag: "07:00 - 15:00",
  Lørdag: "Lukket",
  Søndag: "Lukket",
};
