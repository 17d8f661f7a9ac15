import { normalizeProfile } from "../normalize-profile";
import type { ProfileRequest, WrittenProfile } from "../types";
import { buildContext, type CopyContext } from "./context";
import { SERVICE_CARDS, type ServiceCard } from "./service-cards";
import { capitalise } from "./text";

/** How many cards a firm shows: a one-person firm offers fewer kinds of work than a big team. */
function cardCount(c: CopyContext): number {
  switch (c.team) {
    case "solo":
      return 3;
    case "small":
    case "unknown":
      return 4;
    case "medium":
      return 5;
    case "large":
      return 6;
  }
}

/** Lower-case words of 4+ letters, to see whether the old website talks about a card's work. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [];
}

/**
 * The cards this firm shows: the ones its old website talks about first, then the trade's most
 * asked-for card, then the rest in the firm's own stable order.
 */
function chooseCards(c: CopyContext, scrapedText: string | undefined): ServiceCard[] {
  const all = SERVICE_CARDS[c.profile.trade];
  const [first, ...rest] = all;
  const ordered = first ? [first, ...c.shuffled("cards", rest)] : [];
  const site = new Set(words(scrapedText ?? ""));
  const mentioned = (card: ServiceCard) => words(card.title).some((word) => site.has(word));
  const ranked = [...ordered.filter(mentioned), ...ordered.filter((card) => !mentioned(card))];
  return ranked.slice(0, Math.min(cardCount(c), ranked.length));
}

/** The second sentence of a service on the services page: always this firm's own. */
function serviceSentence(c: CopyContext, index: number): string {
  const templates = [
    `Fortæl ${c.shortName}, hvad du har brug for, så ser vi på opgaven sammen.`,
    `${c.shortName} hjælper kunder${c.inCity} med netop den slags opgaver.`,
    `Spørg ${c.shortName}, hvis du vil vide, hvordan opgaven kan løses hos dig.`,
    `Hos ${c.shortName} planlægger vi arbejdet med dig, før vi går i gang.`,
  ] as const;
  return c.pick(`service-${index}`, templates);
}

function heading(c: CopyContext): string {
  const since = c.foundedYear === undefined ? "" : ` siden ${c.foundedYear}`;
  return `Lokal ${c.profile.person}${c.inCity}${since}`;
}

function introText(c: CopyContext, cards: readonly ServiceCard[]): string {
  const work = cards
    .slice(0, 3)
    .map((card) => card.title.toLowerCase())
    .join(", ");
  const who = c.pick("profile-who", [
    `${c.name} tager sig af ${c.profile.craft}${c.inCity} for ${c.profile.customers}.`,
    `Hos ${c.name}${c.inCity} får ${c.profile.customers} hjælp til ${c.profile.craft}.`,
  ] as const);
  const team =
    c.team === "solo"
      ? "Ringer du, taler du med den, der også udfører arbejdet."
      : c.owner === "sole"
        ? "Indehaveren er selv med på opgaverne."
        : "";
  const what = `Vi hjælper blandt andet med ${work}. Se vores ydelser, eller bed om et tilbud på din opgave.`;
  return [who, team, what].filter(Boolean).join(" ");
}

/** Selling points from facts only: the town, the year, the team and the company form. */
function usps(c: CopyContext): string[] {
  const points: string[] = [];
  if (c.city) points.push(c.profile.worksOnSite ? `Kører ud i hele ${c.area}` : `Værksted${c.inCity}`);
  if (c.foundedYear !== undefined) points.push(`Startet i ${c.foundedYear}`);
  if (c.team === "solo") points.push("Du taler med den, der gør arbejdet");
  else if (c.team === "small") points.push("Et lille, fast hold");
  else if (c.team === "medium") points.push("Et hold på flere medarbejdere");
  else if (c.team === "large") points.push("Kapacitet til store opgaver");
  if (c.owner === "sole") points.push("Ejet og drevet af indehaveren");
  if (c.owner === "partnership") points.push("Partnerne er selv med på opgaverne");
  return points;
}

/**
 * The offline writer's profile: deterministic, built only from the register's facts, the trade and the
 * old website's text, so two firms of one trade still get their own intro and services page.
 */
export function writeProfileOffline(request: ProfileRequest): WrittenProfile {
  const c = buildContext({ ...request, pageType: "homepage" });
  const cards = chooseCards(c, request.scrapedText);
  const raw = {
    intro: { heading: heading(c), text: introText(c, cards) },
    services: cards.map((card, index) => ({
      title: card.title,
      line: card.line,
      description: `${card.line} ${serviceSentence(c, index)}`,
    })),
    usps: usps(c),
  };
  // The trade's cards are written to the rules, so this only fails on a firm we know nothing about.
  return (
    normalizeProfile(raw, request) ?? {
      intro: { heading: capitalise(raw.intro.heading), text: raw.intro.text },
      services: raw.services,
      usps: raw.usps,
    }
  );
}
