import {
  AI_GENERATIONS_PER_DAY,
  MAX_IMAGES,
  onboardingLink,
  subdomainExample,
  THEME_COUNT,
} from "~/content/site";
import type { FeaturesContent, IconCard } from "~/content/types";

/** The ten feature cards of /funktioner (SPEC §1). */
export const featureCards: IconCard[] = [
  {
    icon: "bolt",
    title: "Hjemmeside på et minut",
    text: "Indtast dit CVR-nummer. Vi henter firmanavn og adresse fra CVR-registeret og sætter hjemmesiden op med forside og en side om jer.",
  },
  {
    icon: "sparkles",
    title: "AI skriver teksten",
    text: `Den første tekst skrives på dansk ud fra dit firmas oplysninger. Senere kan du få nye udkast ud fra dine egne søgeord, op til ${AI_GENERATIONS_PER_DAY} gange om dagen.`,
  },
  {
    icon: "palette",
    title: `${THEME_COUNT} farvetemaer`,
    text: "Et moderne, roligt design, hvor du vælger det farvetema, der passer til dit firma. Du kan se det, før du gemmer.",
  },
  {
    icon: "phone",
    title: "Mobilvenlig og hurtig",
    text: "Siderne er lavet til mobilen først og indlæses hurtigt, fordi de ikke bruger tunge scripts.",
  },
  {
    icon: "map-pin",
    title: "Bygget til lokal søgning",
    text: "Sidetitler, beskrivelser, strukturerede data for lokale virksomheder og et sitemap er indbygget, så Google kan se, hvem du er, og hvor du arbejder.",
  },
  {
    icon: "layers",
    title: "Ubegrænsede sider og fire layouts",
    text: "Opret lige så mange sider, du vil, og vælg for hver side: stort forsidebillede, kun tekst, tekst med billede eller galleri.",
  },
  {
    icon: "images",
    title: "Billedearkiv og galleri",
    text: `Upload op til ${MAX_IMAGES} billeder af dit arbejde, og brug dem på siderne eller i et galleri med titel og beskrivelse.`,
  },
  {
    icon: "clock",
    title: "Kontakt, åbningstider og sociale medier",
    text: "Ret telefon, e-mail og adresse, vis dine åbningstider for hver ugedag, og link til Facebook, Instagram, LinkedIn og TikTok.",
  },
  {
    icon: "globe",
    title: "Eget domæne eller gratis adresse",
    text: `Få en gratis adresse som ${subdomainExample}, eller brug dit eget domæne. Vejledningen til DNS står i administrationspanelet.`,
  },
  {
    icon: "chart",
    title: "Besøgsstatistik uden cookies",
    text: "Se hvor mange besøg hver side får, direkte i administrationspanelet. Vi tæller uden cookies og uden at gemme IP-adresser.",
  },
];

export const featuresPage: FeaturesContent = {
  meta: {
    title: "Funktioner – det kan din hjemmeside | Håndværkernet",
    description:
      "Hjemmeside ud fra dit CVR-nummer, AI-skrevet dansk tekst, 20 farvetemaer, eget domæne, billedgalleri og lokal SEO. Se alle funktionerne her.",
  },
  h1: "Funktioner",
  lead: "Alt det, en håndværker har brug for på sin hjemmeside – og ikke mere. Her er, hvad du får.",
  cards: featureCards,
  footnote:
    "Hosting, backup, sikkerhed og gratis support på e-mail er også med. Se hele listen under [Hvad får du med i prisen](/hvad-er-med-i-prisen).",
  closing: {
    heading: "Prøv det med dit eget CVR-nummer",
    text: "3 måneder gratis, intet betalingskort og ingen binding.",
    button: onboardingLink,
  },
};
