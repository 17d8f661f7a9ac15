import type { TradeProfile } from "../profile";

export const murer: TradeProfile = {
  trade: "murer",
  person: "murer",
  craft: "murerarbejde",
  services: [
    "nye badeværelser",
    "flisearbejde",
    "facaderenovering",
    "omfugning",
    "tilbygninger i mursten",
    "pudsning af facader",
    "reparation af skorstene",
    "nye klinkegulve",
  ],
  customers: "private boligejere, udlejere, boligforeninger og erhvervskunder",
  worksOnSite: true,
  intros: [
    (c) =>
      `${c.name} er murerfirmaet${c.inCity}, der sætter en ære i solidt håndværk. Vi arbejder med mursten, puds, fliser og klinker, og vi ved, hvor meget et godt fundament og en tæt facade betyder for et hus. Uanset om du skal have nyt badeværelse, en tilbygning eller en trængt facade sat i stand, får du et stykke arbejde, der er lavet til at holde i generationer.`,
    (c) =>
      `Murerfaget er et af de ældste håndværk, vi har, og hos ${c.name} holder vi fast i de gode traditioner. Vi løser opgaver for kunder${c.inCity} med den samme grundighed, uanset om det gælder en revnet sokkel, en ny skorsten eller et komplet badeværelse. Vi rådgiver ærligt om, hvad der er nødvendigt, og hvad der kan vente, så du bruger pengene fornuftigt.`,
    (c) =>
      `Står du og mangler en murer${c.inCity}, som både kan give gode råd og levere et flot resultat? Hos ${c.name} er vi vant til at arbejde i både gamle og nye huse, og vi ved, at hvert hus har sin egen historie. Vi tilpasser materialer og metoder til bygningen, så reparationer og nye dele passer naturligt ind i helheden.`,
  ],
  craftNotes: [
    () =>
      "Et badeværelse skal tåle vand hver eneste dag i mange år, og derfor er det arbejde, man ikke kan se, lige så vigtigt som de flotte fliser. Vi lægger stor vægt på korrekt vådrumssikring, fald mod afløb og tætte samlinger, så du undgår fugtskader. Resultatet er et rum, der er let at holde rent og rart at bruge.",
    () =>
      "Facaden er husets ansigt udadtil og dets beskyttelse mod vind og vejr. Vi vurderer murværkets tilstand, skifter dårlige fuger og sten og vælger mørtel, der passer til husets alder, så murværket kan ånde som det skal. Det forlænger husets levetid og giver samtidig et flot og ensartet udtryk.",
    () =>
      "Vi arbejder omhyggeligt med de materialer, vi har med at gøre, og vi forbereder underlaget grundigt, før der bliver muret, pudset eller lagt fliser. Det er forarbejdet, der afgør, om resultatet holder, og derfor springer vi aldrig over, hvor gærdet er lavest. Vi dækker af, fjerner affald og efterlader arbejdsstedet pænt.",
  ],
  taglines: [
    (c) => `Murerarbejde${c.inCity} – badeværelser, facader, tilbygninger og reparationer`,
    () => "Din lokale murer til fliser, klinker, puds og murværk, der holder",
    () => "Solidt murerhåndværk med respekt for husets historie og dine ønsker",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, kommer vi ud og ser på opgaven, så vi kan vurdere underlag, materialer og omfang. Du får derefter et skriftligt tilbud med en beskrivelse af arbejdet og en realistisk tidsplan. Vi aftaler, hvordan der bliver dækket af, og hvordan affald bliver håndteret, så du ved, hvad du kan forvente, mens vi er i gang.`,
    (c) =>
      `En holdbar løsning på ${c.topic} kræver, at man kender årsagen til problemet og ikke bare dækker over det. Derfor undersøger vi først fugt, revner og underlag, og vi fortæller dig ærligt, hvad vi finder. Ud fra det lægger vi en plan, giver dig en klar pris og udfører arbejdet med de materialer, der passer til netop dit hus.`,
  ],
};
