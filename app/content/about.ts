import { onboardingLink } from "~/content/site";
import type { AboutContent } from "~/content/types";

/**
 * The founder story, told by the team ("vi"). The landing page shows the first paragraphs and
 * links here for the rest.
 */
export const founderStory: string[] = [
  "Vi byggede Håndværkernet, fordi vi blev ved med at se det samme: dygtige håndværkere med travlt, gode anbefalinger og fyldte kalendere – og ingen hjemmeside, eller en hjemmeside, der ikke var blevet rørt i årevis.",
  "Det handler ikke om, at håndværkere ikke forstår nettet. De fleste ved godt, at kunderne søger på mobilen, før de ringer. Problemet er, at hjemmesidebyggerne er lavet til folk med tid: man skal vælge skabeloner, skrive tekster fra bunden, finde ud af domæner og tænke over søgemaskiner. Det er en weekend, de fleste håndværkere hellere vil bruge på noget andet.",
  "Så vi vendte det om. Du giver os dit CVR-nummer, og vi gør resten: henter dine firmaoplysninger, skriver den første tekst på dansk og sætter en hjemmeside op, der virker på mobilen og er bygget til at blive fundet lokalt. Derefter retter du til, når du har fem minutter – i frokostpausen eller i bilen mellem to opgaver.",
  "Vi tror på, at en god hjemmeside til en håndværker er enkel: hvad du laver, hvor du arbejder, billeder af dit arbejde og et telefonnummer, man kan ringe til. Det er det, vi bygger – og vi bliver ved med at gøre det bedre.",
];

export const aboutPage: AboutContent = {
  meta: {
    title: "Om Håndværkernet – hjemmesider til håndværkere",
    description:
      "Vi byggede Håndværkernet, fordi håndværkere har travlt, og hjemmesidebyggere er lavet til folk med tid. Læs hvorfor, og hvad vi lægger vægt på.",
  },
  h1: "Om Håndværkernet",
  lead: "Hjemmesider til danske håndværkere – lavet ud fra et CVR-nummer, skrevet på dansk og klar på et minut.",
  story: {
    heading: "Derfor byggede vi Håndværkernet",
    paragraphs: founderStory,
  },
  principles: {
    heading: "Det lægger vi vægt på",
    items: [
      {
        title: "Din tid er vigtigst",
        text: "Alt, vi kan hente eller skrive for dig, gør vi. Du skal kun bruge tid på det, kun du ved: dine opgaver og dine kunder.",
      },
      {
        title: "Enkelt frem for smart",
        text: "Hurtige sider uden tunge scripts, der virker på en gammel mobil og på en dårlig forbindelse ude på en byggeplads.",
      },
      {
        title: "Ærlig pris",
        text: "3 måneder gratis, intet betalingskort og ingen binding. Derefter én fast pris pr. måned uden skjulte gebyrer.",
      },
      {
        title: "Dine data er dine",
        text: "Vi bruger ikke cookies til at følge dine besøgende, og vi gemmer dine data hos cloududbydere i EU/EØS.",
      },
    ],
  },
  closing: {
    heading: "Se din egen hjemmeside om et minut",
    text: "Indtast dit CVR-nummer, og se hvad vi kan lave ud fra det. Det koster ikke noget at prøve.",
    button: onboardingLink,
  },
};
