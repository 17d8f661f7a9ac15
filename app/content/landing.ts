import { founderStory } from "~/content/about";
import { faqItems } from "~/content/faq";
import { exampleSiteImage, mainOgImage } from "~/content/images";
import { pricingCard } from "~/content/price";
import { onboardingLink } from "~/content/site";
import { tradeLinks } from "~/content/trades";
import type { FaqItem, LandingContent } from "~/content/types";

/** The landing page's short FAQ: price, self-editing and own domain; the rest are on /faq. */
const landingFaqIds = ["pris", "ret-selv", "eget-domaene"];
const landingFaq: FaqItem[] = landingFaqIds.flatMap((id) => faqItems.filter((item) => item.id === id));

export const landingPage: LandingContent = {
  meta: {
    title: "Hjemmeside til håndværkere på et minut | Håndværkernet",
    description:
      "Få en mobilvenlig hjemmeside ud fra dit CVR-nummer, med dansk tekst skrevet af AI. 3 måneder gratis, intet betalingskort, ingen binding.",
  },
  ogImage: mainOgImage,
  hero: {
    h1: "Hjemmeside til håndværkere – klar på et minut",
    lead: "Indtast dit CVR-nummer, så laver vi en mobilvenlig hjemmeside med dansk tekst skrevet af AI. Du retter til, når du har tid.",
    primary: onboardingLink,
    secondary: { href: "/funktioner", label: "Se funktionerne" },
    points: ["3 måneder gratis", "Intet betalingskort", "Ingen binding"],
  },
  benefits: {
    heading: "Lavet til håndværkere med travlt",
    intro: "Du skal ikke vælge skabeloner eller skrive tekster fra bunden. Vi gør det meste for dig.",
    items: [
      {
        icon: "bolt",
        title: "Klar på et minut",
        text: "Indtast dit CVR-nummer. Vi henter firmanavn og adresse fra CVR-registeret, og hjemmesiden er oppe, før kaffen er drukket.",
      },
      {
        icon: "sparkles",
        title: "Tekst skrevet af AI",
        text: "Den første tekst skrives på dansk ud fra dit firma og din branche. Du retter den til med dine egne ord – eller får et nyt udkast.",
      },
      {
        icon: "palette",
        title: "Moderne design",
        text: "Et roligt, moderne design, der ser godt ud på mobilen. Vælg mellem 20 farvetemaer, og tilføj dit logo og dine billeder.",
      },
      {
        icon: "map-pin",
        title: "Bliv fundet lokalt",
        text: "Sidetitler, beskrivelser og strukturerede data for lokale virksomheder er indbygget, så kunderne i dit område kan finde dig.",
      },
    ],
  },
  trades: {
    heading: "Hjemmesider til din branche",
    intro: "Se hvad en god hjemmeside skal indeholde for netop dit fag.",
    links: tradeLinks,
  },
  recentSites: {
    heading: "Nyligt oprettede hjemmesider",
    intro: "Håndværkere, der har fået en hjemmeside med Håndværkernet.",
  },
  example: {
    heading: "Sådan kan din hjemmeside se ud",
    text: "Forside med dit firmanavn, dine ydelser, billeder af dit arbejde, kontaktoplysninger og åbningstider. Du vælger selv farver og layout.",
    image: exampleSiteImage,
    enlargeLabel: "Se billedet i fuld størrelse",
    closeLabel: "Luk",
  },
  guide: {
    heading: "Sådan kommer du i gang",
    intro: "Tre trin – og du skal kun bruge dit CVR-nummer og en e-mail.",
    steps: [
      {
        title: "1. Indtast dit CVR-nummer",
        text: "Vi slår dit firma op i CVR-registeret og viser navn og adresse, så du kan se, at det er det rigtige.",
      },
      {
        title: "2. Bekræft dine oplysninger",
        text: "Har du en hjemmeside i forvejen, kan vi bruge teksten derfra. Ellers skriver AI teksten fra bunden.",
      },
      {
        title: "3. Vælg dit login",
        text: "Skriv e-mail og password. Hjemmesiden er klar med det samme, og du kan rette den i administrationspanelet.",
      },
    ],
    video: {
      src: "/video/guide.webm",
      poster: "/video/guide-poster.webp",
      captions: "/video/guide.da.vtt",
      width: 390,
      height: 844,
      label: "Videoguide: sådan opretter du din hjemmeside",
      description:
        "Optaget på en mobil: CVR-nummer, bekræftelse og login – og den færdige hjemmeside et øjeblik efter. Videoen har danske undertekster.",
    },
  },
  founder: {
    heading: "Derfor byggede vi Håndværkernet",
    paragraphs: founderStory.slice(0, 2),
    link: { href: "/om", label: "Læs hele historien" },
  },
  pricing: pricingCard,
  faq: {
    heading: "Ofte stillede spørgsmål",
    items: landingFaq,
    more: { href: "/faq", label: "Se alle spørgsmål" },
  },
  closing: {
    heading: "Se din nye hjemmeside om et minut",
    text: "Det eneste, du skal bruge, er dit CVR-nummer.",
    button: onboardingLink,
  },
};
