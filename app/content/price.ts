import {
  MAX_IMAGES,
  onboardingLink,
  PRICE_PER_MONTH_KR,
  subdomainExample,
  supportEmail,
  TRIAL_MONTHS,
} from "~/content/site";
import type { IconCard, PriceContent, PricingCard } from "~/content/types";

/** The pricing card, shared by the landing page and /hvad-er-med-i-prisen. */
export const pricingCard: PricingCard = {
  heading: "Én pris – alt inklusive",
  badge: `${TRIAL_MONTHS} måneder gratis`,
  price: PRICE_PER_MONTH_KR,
  priceUnit: "kr. pr. måned",
  trialLine: `Gratis de første ${TRIAL_MONTHS} måneder. Intet betalingskort, ingen binding.`,
  points: [
    "Ubegrænsede sider",
    "Dansk tekst skrevet af AI",
    "Eget domæne eller gratis adresse",
    "Hosting, backup og sikkerhed",
    "Gratis support på e-mail",
  ],
  button: onboardingLink,
  note: "Du kan stoppe, når du vil. Der er ingen opstartsgebyrer eller skjulte udgifter.",
};

/** SPEC §2 'Hvad får du med i prisen', one card per item, in the spec's order. */
export const priceItems: IconCard[] = [
  {
    icon: "phone",
    title: "Mobilvenlig hjemmeside med dit domæne",
    text: `En hurtig hjemmeside, der ser godt ud på mobil, tablet og computer – på dit eget domæne eller en gratis adresse som ${subdomainExample}.`,
  },
  {
    icon: "sparkles",
    title: "Indhold skrevet af AI",
    text: "Den første tekst skrives på dansk ud fra dit firmas oplysninger, og du kan få nye udkast ud fra dine egne søgeord.",
  },
  {
    icon: "layers",
    title: "Ubegrænsede sider og galleri",
    text: `Lige så mange sider, du har brug for, og et galleri til dit arbejde med op til ${MAX_IMAGES} billeder i billedearkivet.`,
  },
  {
    icon: "pencil",
    title: "Administrationspanel",
    text: "Ret tekster, billeder, kontaktoplysninger, åbningstider, sociale medier, farvetema og domæne selv – når det passer dig.",
  },
  {
    icon: "shield",
    title: "Hosting, backup og sikkerhed",
    text: "Vi driver serverne, tager backup og holder systemet opdateret. Du skal ikke tænke på det.",
  },
  {
    icon: "life-buoy",
    title: "Gratis support",
    text: `Skriv til ${supportEmail}, hvis du går i stå. Vi hjælper også gerne med at få dit eget domæne sat op.`,
  },
  {
    icon: "search",
    title: "SEO og besøgsstatistik",
    text: "Sidetitler, beskrivelser, strukturerede data og sitemap er bygget ind. Besøgstallene kan du se i administrationspanelet – talt uden cookies.",
  },
  {
    icon: "badge-check",
    title: "Ingen skjulte gebyrer og ingen binding",
    text: `${PRICE_PER_MONTH_KR} kr. om måneden efter de ${TRIAL_MONTHS} gratis måneder. Ingen opstartsgebyr, intet betalingskort for at prøve, og du kan stoppe, når du vil.`,
  },
];

export const pricePage: PriceContent = {
  meta: {
    title: "Hvad får du med i prisen? | Håndværkernet",
    description:
      "249 kr. om måneden efter 3 gratis måneder: mobilvenlig hjemmeside, AI-tekst, ubegrænsede sider, hosting, backup, support og SEO. Ingen binding.",
  },
  h1: "Hvad får du med i prisen",
  lead: "Én fast pris pr. måned, og alt det, en håndværker har brug for, er med. Her er hele listen.",
  pricing: pricingCard,
  itemsHeading: "Det er med i prisen",
  items: priceItems,
  closing: {
    heading: "Prøv det gratis i 3 måneder",
    text: "Du skal ikke bruge betalingskort, og der er ingen binding.",
    button: onboardingLink,
  },
};
