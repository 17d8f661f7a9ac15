import { mainOgImage } from "~/content/images";
import { onboardingLink } from "~/content/site";
import type { ContentImage, WhyContent } from "~/content/types";

export const whyImages = {
  mobile: {
    src: "/content/hvorfor/mobil-hjemmeside.svg",
    alt: "En mobiltelefon, der viser en håndværkers hjemmeside med billeder af færdige opgaver og en stor knap til at ringe op.",
    width: 1200,
    height: 800,
    caption:
      "Kunden finder dig på mobilen: telefonnummer, område og billeder af dit arbejde skal kunne ses med det samme.",
  },
  local: {
    src: "/content/hvorfor/lokal-synlighed.svg",
    alt: "En kortnål over en lille dansk by med huse, en kirke og veje, der fører ind mod byen.",
    width: 1200,
    height: 800,
    caption: "Skriv de byer og postnumre, du dækker, så kunderne i dit område kan finde dig.",
  },
} satisfies Record<string, ContentImage>;

export const whyPage: WhyContent = {
  meta: {
    title: "Hvorfor skal en håndværker have en hjemmeside?",
    description:
      "Kunderne slår dig op, før de ringer. Læs hvad en hjemmeside gør for en håndværker, hvad den skal indeholde, og hvordan du får en på et minut.",
  },
  ogImage: mainOgImage,
  h1: "Hvorfor skal en håndværker have en hjemmeside?",
  lead: "Mange håndværkere har nok at lave på anbefalinger alene. Men selv en anbefaling ender tit med en søgning på nettet. Her er, hvad en hjemmeside gør for dig – og hvad den skal indeholde.",
  body: [
    { type: "h2", text: "Kunderne slår dig op, før de ringer" },
    {
      type: "p",
      text: "Når en kunde får dit navn af naboen eller ser din firmabil holde på vejen, er næste skridt næsten altid at søge på dig. De vil se, at du findes, hvad du laver, og om det ser ordentligt ud. En hjemmeside med billeder af dit arbejde og en tydelig måde at kontakte dig på giver dem grunden til at ringe.",
    },
    { type: "figure", image: whyImages.mobile },
    { type: "h2", text: "Du bliver fundet af dem, der ikke kender dig" },
    {
      type: "p",
      text: "Ikke alle kunder har en anbefaling. Mange søger på fag og by, for eksempel tømrer Viborg eller elektriker Køge. For at komme med i de søgninger skal Google vide, hvad du laver, og hvor du arbejder. Det fortæller du med en hjemmeside, der nævner dine ydelser og dit område, og med en Google Virksomhedsprofil, der linker til den.",
    },
    { type: "figure", image: whyImages.local },
    { type: "h2", text: "Du ejer den selv" },
    {
      type: "p",
      text: "En Facebook-side er god til nyheder, men du bestemmer ikke, hvem der ser dine opslag, og ikke alle kunder bruger Facebook. Hjemmesiden er din egen: den står der, også når du ikke har tid til at lave opslag, og alle kan finde den.",
    },
    { type: "h2", text: "Den svarer på spørgsmål, mens du arbejder" },
    {
      type: "p",
      text: "Hvilke opgaver tager du? Kører du til min by? Hvornår kan jeg få fat i dig? Når svarene står på hjemmesiden, får du færre opkald, der ender med et nej, og flere fra kunder, der allerede ved, at du er den rette.",
    },
    { type: "h2", text: "Det skal en god håndværkerhjemmeside indeholde" },
    {
      type: "ul",
      items: [
        "Hvad du laver – gerne en side for hver type opgave.",
        "Hvor du arbejder: byer og postnumre.",
        "Billeder af færdige opgaver, gerne før og efter.",
        "Et telefonnummer, der kan ringes op med ét tryk, og en e-mail.",
        "Åbningstider, og hvornår kunden kan forvente svar.",
        "Firmanavn, adresse, e-mail og CVR-nummer, som e-handelsloven kræver.",
      ],
    },
    {
      type: "tip",
      text: "Har du ikke tid til at skrive teksten selv? Med Håndværkernet skriver AI den første tekst ud fra dine firmaoplysninger, og du retter til, når det passer dig.",
    },
    { type: "h2", text: "Det behøver ikke tage en weekend" },
    {
      type: "p",
      text: "En hjemmeside skal ikke være et stort projekt. Med Håndværkernet indtaster du dit CVR-nummer, og hjemmesiden er klar om et minut – mobilvenlig, med dansk tekst og bygget til at blive fundet lokalt. De første 3 måneder er gratis, og der er ingen binding. Se [hvad der er med i prisen](/hvad-er-med-i-prisen).",
    },
  ],
  previewHint: "Klik på billedet for at se det i fuld størrelse",
  closeLabel: "Luk",
  closing: {
    heading: "Få din hjemmeside i dag",
    text: "Indtast dit CVR-nummer – så er hjemmesiden klar om et minut.",
    button: onboardingLink,
  },
};
