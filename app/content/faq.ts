import {
  AI_GENERATIONS_PER_DAY,
  MAX_IMAGES,
  onboardingLink,
  ownDomainRecordsText,
  PRICE_PER_MONTH_KR,
  subdomainExample,
  supportEmail,
  THEME_COUNT,
} from "~/content/site";
import type { FaqContent, FaqItem } from "~/content/types";

/** The five questions of SPEC §2: getting started via CVR, price, self-editing, AI content, own domain. */
export const faqItems: FaqItem[] = [
  {
    id: "kom-i-gang",
    question: "Hvordan kommer jeg i gang?",
    answer: [
      "Gå til [Opret hjemmeside](/onboarding), og indtast dit CVR-nummer. Vi henter firmanavn og adresse fra CVR-registeret, og du bekræfter, at oplysningerne er rigtige.",
      "Har du en hjemmeside i forvejen, kan vi bruge teksten derfra som udgangspunkt. Til sidst vælger du en e-mail og et password til dit login. Så er hjemmesiden klar – det tager omkring et minut.",
    ],
  },
  {
    id: "pris",
    question: "Hvad koster det?",
    answer: [
      `De første 3 måneder er gratis. Du skal ikke oplyse betalingskort, og der er ingen binding. Derefter koster det ${PRICE_PER_MONTH_KR} kr. om måneden, hvis du vil beholde hjemmesiden.`,
      "Prisen dækker ubegrænsede sider, hosting, backup, sikkerhed og support. Se det hele under [Hvad får du med i prisen](/hvad-er-med-i-prisen).",
    ],
  },
  {
    id: "ret-selv",
    question: "Kan jeg selv rette i hjemmesiden?",
    answer: [
      "Ja. Du logger ind på [administrationspanelet](/admin), hvor du kan rette tekster, oprette og slette sider og vælge layout for hver side.",
      `Du kan uploade op til ${MAX_IMAGES} billeder i billedearkivet, skifte logo, rette kontaktoplysninger, åbningstider og links til sociale medier og vælge mellem ${THEME_COUNT} farvetemaer. Ændringerne kan ses på hjemmesiden, så snart du har gemt.`,
    ],
  },
  {
    id: "ai-indhold",
    question: "Hvordan virker det AI-skrevne indhold?",
    answer: [
      "Når hjemmesiden oprettes, skriver en AI den første tekst på dansk ud fra dit firmas oplysninger: navn, by, branche og – hvis du har en – teksten fra din nuværende hjemmeside.",
      `Senere kan du skrive et par søgeord i sideeditoren, for eksempel dine ydelser og dit område, og få et nyt udkast skrevet op til ${AI_GENERATIONS_PER_DAY} gange om dagen. Læs altid teksten igennem, og ret den til med dine egne ord: det er din hjemmeside, og du kender dit fag bedst.`,
    ],
  },
  {
    id: "eget-domaene",
    question: "Kan jeg bruge mit eget domæne?",
    answer: [
      `Ja. Alle hjemmesider får en gratis adresse som ${subdomainExample}. Har du dit eget domæne, kan du bruge det i stedet.`,
      `Under Indstillinger på fanen Domæne skriver du domænet og ser de ${ownDomainRecordsText}, du skal oprette hos din domæneudbyder. Der kan gå op til 24 timer, før ændringen slår igennem. Kommer du i tvivl, så skriv til ${supportEmail}, så hjælper vi.`,
    ],
  },
];

export const faqPage: FaqContent = {
  meta: {
    title: "Ofte stillede spørgsmål | Håndværkernet",
    description:
      "Svar på det, håndværkere oftest spørger om: hvordan du kommer i gang med dit CVR-nummer, pris, at rette selv, AI-skrevet tekst og eget domæne.",
  },
  h1: "Ofte stillede spørgsmål",
  lead: "Her er svarene på det, vi oftest bliver spurgt om. Finder du ikke dit svar, så skriv til os via [kontaktsiden](/kontakt).",
  items: faqItems,
  closing: {
    heading: "Klar til at prøve?",
    text: "Det tager et minut, og de første 3 måneder er gratis.",
    button: onboardingLink,
  },
};
