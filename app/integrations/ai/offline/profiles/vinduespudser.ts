import type { TradeProfile } from "../profile";

export const vinduespudser: TradeProfile = {
  trade: "vinduespudser",
  person: "vinduespudser",
  craft: "vinduespudsning",
  services: [
    "fast vinduespudsning for private",
    "vinduespudsning for butikker",
    "pudsning af ovenlysvinduer",
    "rensning af tagrender",
    "afrensning af solceller",
    "rengøring af karme",
  ],
  customers: "private hjem, butikker, kontorer og boligforeninger",
  worksOnSite: true,
  intros: [
    (c) =>
      `Med ${c.name} får du skinnende rene vinduer uden selv at løfte en finger. Vi pudser vinduer for private og erhverv${c.inCity}, og vi kommer, når vi har aftalt det – hver gang. Mange vælger en fast ordning, så de aldrig behøver at tænke på vinduerne igen, men vi hjælper også gerne med en enkelt omgang før en fest eller et hussalg.`,
    (c) =>
      `Rene vinduer lukker lyset ind og får både hjem og forretning til at tage sig bedre ud. Hos ${c.name} sørger vi for det med effektivt udstyr, rent vand og sans for detaljen. Vi kører til kunder i ${c.area} og tilpasser frekvensen til dit behov, hvad enten det er hver fjerde uge, hvert kvartal eller et par gange om året.`,
    (c) =>
      `${c.name} er en vinduespudser${c.inCity}, der tager det at være pålidelig alvorligt. Vi ved, at du giver os adgang til dit hjem eller din virksomhed, og den tillid passer vi på. Derfor møder vi op til tiden, arbejder hurtigt og grundigt og giver besked, hvis vejret tvinger os til at flytte en tid.`,
  ],
  craftNotes: [
    () =>
      "Vi bruger professionelt udstyr og demineraliseret vand, der tørrer uden striber og kalkpletter. Med teleskopstænger kan vi nå højt placerede vinduer sikkert fra jorden, og på den måde skåner vi både facade og beplantning og undgår risikable stiger. Resultatet er klare ruder, der holder sig pæne længere.",
    () =>
      "En grundig vinduespudsning handler om mere end selve glasset. Vi tørrer karme og rammer af, fjerner spindelvæv og snavs i hjørnerne og tjekker, at alt ser pænt ud, før vi går videre. Det er de små detaljer, der gør forskellen mellem rene vinduer og et hjem, der ser velholdt ud.",
    () =>
      "Vinduespudsning er et tillidsfag. Vi kommer ofte, mens du er på arbejde, og derfor er det vigtigt for os, at du altid ved, hvornår vi kommer, og hvad vi har lavet. Vi er nemme at få fat i, hvis du har ønsker eller ændringer til din aftale.",
  ],
  taglines: [
    (c) => `Vinduespudsning${c.inCity} for private og erhverv – fast ordning eller enkeltvis`,
    () => "Skinnende rene vinduer uden striber, leveret til tiden hver gang",
    () => "Pålidelig vinduespudser med professionelt udstyr og faste, fleksible aftaler",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, spørger vi ind til antallet af vinduer, hvor højt de sidder, og hvor ofte du ønsker besøg. Ud fra det får du en fast pris pr. gang, så du altid ved, hvad det koster. Vi aftaler en plan, der passer ind i din hverdag, og giver besked i god tid før hvert besøg.`,
    (c) =>
      `Ved ${c.topic} starter vi med et uforpligtende besøg eller et par billeder, så vi kan se, hvad opgaven kræver. Du får et klart tilbud, og når vi er i gang, kan du regne med, at vi kommer på de aftalte dage. Er der noget, du gerne vil have ekstra fokus på, skal du bare sige til.`,
  ],
};
