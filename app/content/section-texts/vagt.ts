import type { Trade } from "~/lib/trade";

/**
 * "Vagt / akut": the line above the on-call number, per trade. The hours come from the owner's
 * schedule, so the text names none and promises no response time.
 */
export const VAGT_TEXTS: Record<Trade, string> = {
  tomrer: "Stormskade, et knust vindue eller en dør, der ikke kan låses? Ring til vores vagttelefon:",
  murer: "Løse tagsten eller skader på murværket efter en storm? Ring til vores vagttelefon:",
  vvs: "Sprunget rør, stop i afløbet eller ingen varme? Ring til vores vagttelefon:",
  maler: "Akut brug for hjælp? Ring til vores vagttelefon:",
  vinduespudser: "Akut brug for hjælp? Ring til vores vagttelefon:",
  mekaniker: "Vil bilen ikke starte, eller er der opstået en fejl? Ring til vores vagttelefon:",
  elektriker: "Gået strøm, eller slår HFI-relæet fra igen og igen? Ring til vores vagttelefon:",
  other: "Akut brug for hjælp? Ring til vores vagttelefon:",
};
