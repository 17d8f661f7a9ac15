import type { CopyContext } from "../context";
import type { TradeProfile } from "../profile";

/** " inden for tagdækning": the register's own words, when the trade is one we have no profile for. */
const field = (c: CopyContext) => (c.industry ? ` inden for ${c.industry}` : "");

/** Any trade we do not recognise: honest, general copy that never pretends to know the craft. */
export const other: TradeProfile = {
  trade: "other",
  person: "håndværker",
  craft: "håndværksopgaver",
  services: [
    "mindre reparationer",
    "større projekter fra idé til aflevering",
    "løbende vedligehold",
    "faste serviceaftaler",
    "rådgivning før du går i gang",
  ],
  customers: "private kunder, boligforeninger og erhvervsdrivende",
  worksOnSite: true,
  intros: [
    (c) =>
      `${c.name} er en lokal virksomhed${field(c)}${c.inCity}. Vi løser opgaver for både private og erhverv, og vi lægger vægt på godt håndværk, klare aftaler og en ordentlig dialog fra start til slut. Hos os får du en samarbejdspartner, der tager ansvar for opgaven og gør sig umage med detaljerne, så du får et resultat, du kan være glad for i mange år.`,
    (c) =>
      `Leder du efter en dygtig og pålidelig samarbejdspartner${c.inCity}? Hos ${c.name} arbejder vi${field(c) || " med både små og store opgaver"}, og vi ved, at kvalitet handler om mere end selve arbejdet. Det handler også om at blive hørt, få ærlige råd og kunne regne med, at det aftalte bliver overholdt. Det er den oplevelse, vi vil give hver eneste kunde.`,
    (c) =>
      `Velkommen til ${c.name}. Vi er en virksomhed${field(c)}${c.inCity}, og vores mål er enkelt: at levere et stykke arbejde, som vi selv er stolte af, og som du har lyst til at anbefale til andre. Vi går til hver opgave med samme grundighed, uanset om den er stor eller lille.`,
  ],
  craftNotes: [
    () =>
      "Vi planlægger hver opgave grundigt, før vi går i gang, så der ikke opstår unødige overraskelser undervejs. Vi bruger materialer og udstyr, vi har gode erfaringer med, og vi kontrollerer resultatet, inden vi melder opgaven færdig. Det giver et resultat, der holder, og en oplevelse, hvor du hele tiden ved, hvor du har os.",
    () =>
      "Kvalitet er for os summen af mange små ting: at møde op til tiden, at passe på dine ting, at forklare, hvad vi laver, og at gøre arbejdet færdigt, som det var aftalt. Vi sætter en ære i at efterlade arbejdsstedet pænt og ryddeligt, så det eneste, du lægger mærke til, er det færdige resultat.",
    () =>
      "Vi tror på, at den bedste løsning opstår i et godt samarbejde. Derfor bruger vi tid på at forstå dine behov og dit budget, før vi foreslår noget, og vi fortæller dig ærligt, hvis der findes en enklere eller billigere vej til målet. Det er den slags rådgivning, vi selv ville ønske os.",
  ],
  taglines: [
    (c) => `Godt håndværk${c.inCity} – med klare aftaler og ærlig rådgivning`,
    () => "Din lokale samarbejdspartner til små og store opgaver",
    () => "Grundigt arbejde, ordentlige aftaler og en løsning, der passer til dig",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, starter vi med at høre om dine ønsker og se på forholdene. Derefter får du et klart tilbud, så du ved, hvad opgaven omfatter, og hvad den koster. Vi aftaler en tidsplan, holder dig orienteret undervejs og gennemgår resultatet sammen med dig, når vi er færdige.`,
    (c) =>
      `En god løsning på ${c.topic} begynder med en grundig snak om, hvad du har brug for. Vi vurderer opgaven, foreslår den løsning, vi mener er bedst, og giver dig en pris, du kan regne med. Under arbejdet er vi nemme at få fat i, og vi melder først opgaven færdig, når du er tilfreds.`,
  ],
};
