import type { TradeProfile } from "../profile";

export const tomrer: TradeProfile = {
  trade: "tomrer",
  person: "tømrer",
  craft: "tømrerarbejde",
  services: [
    "om- og tilbygninger",
    "udskiftning af vinduer",
    "nye hoveddøre",
    "tagrenovering",
    "efterisolering",
    "terrasser i træ",
    "carporte",
    "nye trægulve",
    "reparation af råd i træværk",
  ],
  customers: "private boligejere, sommerhusejere, boligforeninger og erhvervskunder",
  worksOnSite: true,
  intros: [
    (c) =>
      `${c.name} er din lokale tømrer${c.inCity}. Vi tager os af alt fra den lille reparation til den store ombygning, og vi gør en dyd ud af, at arbejdet bliver gjort ordentligt første gang. Træ er et levende materiale, der kræver erfaring og respekt, og den erfaring tager vi med ud til hver eneste opgave – uanset om det gælder et nyt gulv, en tilbygning eller et tag, der trænger til at blive fornyet.`,
    (c) =>
      `Drømmer du om mere plads, lysere rum eller en terrasse, hvor familien kan samles om sommeren? Hos ${c.name} hjælper vi kunder${c.inCity} med at gøre planerne til virkelighed. Vi kombinerer klassisk tømrerhåndværk med moderne materialer og metoder, så du får en løsning, der både ser godt ud og holder i mange år. Vi lytter til dine ønsker og giver ærlige råd hele vejen.`,
    (c) =>
      `Godt tømrerarbejde handler om præcision, solide materialer og respekt for dit hjem. Det er den tilgang, vi arbejder ud fra hos ${c.name}${c.inCity}. Vi påtager os både nybyggeri, renovering og reparationer, og vi sørger for, at du ved, hvad der skal ske, og hvornår det sker. Når vi pakker værktøjet sammen, skal du have lyst til at ringe til os igen næste gang.`,
  ],
  craftNotes: [
    () =>
      "Vi vælger træ og byggematerialer med omhu og tænker holdbarhed ind fra starten. Et tag, en terrasse eller et vindue skal kunne tåle det danske vejr år efter år, og derfor lægger vi vægt på korrekt fugtsikring, god ventilation og detaljer, der er udført efter bogen. Det er ofte de små ting – en tæt samling, en lige liste, en dør der lukker blødt – der gør forskellen.",
    () =>
      "Mange af vores opgaver handler om at gøre et eksisterende hus bedre: mere plads, mindre varmetab og et sundere indeklima. Vi kan hjælpe med at efterisolere, skifte gamle vinduer og forny tagkonstruktionen, så boligen bliver både varmere og billigere at bo i. Vi gennemgår gerne huset sammen med dig og peger på, hvor en indsats giver mest for pengene.",
    () =>
      "Vi ser det som vores opgave at efterlade hvert projekt i en stand, vi selv ville være tilfredse med. Vi måler op mere end én gang, tilpasser på stedet og går aldrig på kompromis med bærende konstruktioner eller sikkerhed. Samtidig holder vi arbejdspladsen ryddelig og dækker af, så du kan leve så normalt som muligt, mens arbejdet står på.",
  ],
  taglines: [
    (c) => `Solidt tømrerarbejde${c.inCity} – fra små reparationer til tilbygninger og nye tage`,
    () => "Din lokale tømrer til vinduer, døre, tage, terrasser og ombygninger",
    () => "Tømrerarbejde udført med omhu, klare aftaler og respekt for dit hjem",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, starter vi med at besigtige opgaven, så vi kan se forholdene og høre om dine ønsker. Derefter får du et skriftligt tilbud, der beskriver arbejdet, materialerne og tidsplanen, så du ved præcis, hvad du siger ja til. Under arbejdet holder vi dig løbende orienteret, og vi rydder op efter os, inden vi går hjem.`,
    (c) =>
      `En god løsning på ${c.topic} begynder med grundig planlægning. Vi måler op, gennemgår konstruktionen og vurderer, om der er skjulte problemer som fugt eller råd, der skal løses først. Du får vores anbefaling og et klart prisoverslag, og når arbejdet går i gang, står vi for det hele – fra materialebestilling til den sidste finish.`,
  ],
};
