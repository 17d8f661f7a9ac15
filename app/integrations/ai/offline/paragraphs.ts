import type { CopyContext } from "./context";
import type { Variants } from "./profile";
import { listJoin } from "./text";

/**
 * Paragraphs every trade shares. The trade's own vocabulary comes in through `c.profile`; the company's
 * facts (year, team, company form, town) through the context, and a sentence is left out when we do not
 * know the fact rather than guessed.
 */

/** A few of the trade's typical jobs, or for an unknown trade the owner's keywords when there are some. */
function serviceList(c: CopyContext): string {
  const source = c.profile.trade === "other" && c.keywords.length > 0 ? c.keywords : c.profile.services;
  return listJoin(c.shuffled("services", source).slice(0, 4));
}

export const servicesParagraph: Variants = [
  (c) =>
    `Vi løser blandt andet opgaver som ${serviceList(c)}. Uanset om der er tale om en mindre opgave eller et større projekt, får du den samme grundige indsats og en løsning, der er tilpasset dit behov og dit budget. Vi arbejder for ${c.profile.customers}, og vi tager os tid til at finde den rigtige løsning for hver enkelt.`,
  (c) =>
    `Vores arbejde spænder bredt. Vi hjælper med ${serviceList(c)} – og meget mere. Blandt vores kunder er ${c.profile.customers}, og vi tilpasser altid løsningen til opgavens størrelse og til dit budget. Er du i tvivl om, hvorvidt vi kan hjælpe med netop din opgave, så spørg os endelig.`,
  (c) =>
    `Hos ${c.shortName} kan du få hjælp til ${serviceList(c)}. Vi rådgiver gerne om, hvad der giver mest mening i netop din situation, så du ikke betaler for mere, end du har brug for. Vi arbejder for ${c.profile.customers} og er vant til både små opgaver og større projekter.`,
];

export const approachParagraph: Variants = [
  () =>
    "Et godt samarbejde starter med klare aftaler. Derfor får du altid et gennemskueligt tilbud, før vi går i gang, og vi fortæller dig ærligt, hvis der findes en billigere eller bedre løsning end den, du havde forestillet dig. Vi møder op, når vi har sagt det, og vi siger til med det samme, hvis der undervejs dukker noget op, som du bør vide.",
  (c) =>
    `Hos ${c.shortName} skal det være nemt at være kunde. Du får et hurtigt svar, når du henvender dig, en fast kontaktperson gennem hele opgaven og en pris, du kan regne med. Vi bruger tid på at forstå, hvad du har brug for, så vi ikke sælger dig mere, end opgaven kræver – og vi står ved vores arbejde, også når regningen er betalt.`,
  () =>
    "Ordentlighed er kernen i den måde, vi driver virksomhed på. Vi laver skriftlige aftaler, overholder de tidsplaner, vi lover, og fortæller åbent om både fremdrift og eventuelle ændringer. Vores mål er, at du får lyst til at anbefale os til naboer, familie og kolleger – for en tilfreds kunde er den bedste reklame, en lokal virksomhed kan få.",
];

function localSentence(c: CopyContext): string {
  if (!c.profile.worksOnSite) {
    return c.city
      ? `Du finder vores værksted${c.inCity}, og vi har kunder fra hele ${c.area}.`
      : "Vores værksted betjener kunder fra hele lokalområdet, og vi tager imod både faste og nye kunder.";
  }
  return c.pick("local", [
    `Vi arbejder i hele ${c.area}, og vi kender området og de huse, der er bygget her.`,
    `Vi kører ud til kunder i hele ${c.area}, og korte afstande betyder, at vi hurtigt kan være der.`,
  ] as const);
}

function sinceSentence(c: CopyContext): string | undefined {
  if (c.foundedYear === undefined) return undefined;
  return c.pick("since", [
    `${c.shortName} har eksisteret siden ${c.foundedYear}, og gennem årene har vi løst mange forskellige opgaver inden for ${c.profile.craft}.`,
    `Virksomheden blev startet i ${c.foundedYear}, og siden da har vi opbygget et solidt kendskab til både faget og de kunder, vi arbejder for.`,
  ] as const);
}

function teamSentence(c: CopyContext): string | undefined {
  switch (c.team) {
    case "solo":
      return "Vi er en lille virksomhed, og når du ringer, taler du med den, der også udfører arbejdet. Det giver korte beslutningsveje og en personlig service.";
    case "small":
      return "Vi er et lille, fast hold, der kender hinanden godt og arbejder tæt sammen. Det giver et ensartet resultat, og du møder de samme ansigter fra start til slut.";
    case "medium":
      return "Vi er et hold på flere medarbejdere og kan derfor løfte både små og store opgaver, samtidig med at du har en fast kontaktperson hos os.";
    case "large":
      return "Med et stort hold af medarbejdere har vi kapacitet til store projekter og faste aftaler, uden at den personlige kontakt forsvinder.";
    case "unknown":
      return undefined;
  }
}

function ownerSentence(c: CopyContext): string | undefined {
  switch (c.owner) {
    case "sole":
      return "Virksomheden er ejet og drevet af indehaveren selv, og det kan du mærke på engagementet i hver eneste opgave.";
    case "partnership":
      return "Virksomheden drives af partnerne bag den, som selv er med i det daglige arbejde og står inde for kvaliteten.";
    case "company":
    case "unknown":
      return undefined;
  }
}

/** The company in its own town: where, since when, how many, who owns it, and its own words. */
export function companyParagraph(c: CopyContext): string {
  const sentences = [localSentence(c), sinceSentence(c), teamSentence(c), ownerSentence(c), ...c.ownWords];
  return sentences.filter((sentence) => sentence !== undefined).join(" ");
}

/** The about page's opening: the company's story as far as the register and its website tell it. */
export function storyParagraph(c: CopyContext): string {
  const year = c.foundedYear === undefined ? "" : ` i ${c.foundedYear}`;
  const opening = c.pick("story", [
    `${c.name} blev grundlagt${year}${c.inCity} med en enkel idé: at tilbyde ${c.profile.craft} af høj kvalitet med en personlig service, hvor kunden altid ved, hvad der sker. Den idé er stadig kernen i alt, hvad vi laver.`,
    `Historien om ${c.shortName} begyndte${year}${c.inCity} med et ønske om at gøre tingene ordentligt. Siden da har vi arbejdet efter de samme principper: godt håndværk, ærlige priser og respekt for kunden.`,
  ] as const);
  return [opening, teamSentence(c), ownerSentence(c), ...c.ownWords]
    .filter((sentence) => sentence !== undefined)
    .join(" ");
}

export const topicIntroParagraph: Variants = [
  (c) =>
    `Hos ${c.shortName} hjælper vi kunder${c.inCity} med ${c.topic}. Vi har erfaringen og udstyret til at gøre det ordentligt, og vi sætter en ære i, at resultatet både fungerer og ser godt ud. På denne side kan du læse mere om, hvordan vi griber opgaven an, og hvad du kan forvente, når du vælger os.`,
  (c) =>
    `Overvejer du ${c.topic}? Så er du kommet til det rette sted. ${c.shortName} hjælper private og erhvervskunder${c.inCity} med ${c.topic}, og vi rådgiver gerne om, hvilken løsning der passer bedst til dine behov og dit budget. Vi tager udgangspunkt i din situation og finder sammen med dig frem til den rigtige løsning.`,
  (c) =>
    `Når det gælder ${c.topic}, er det vigtigt at vælge en samarbejdspartner, der kender opgaven og tager den alvorligt. Hos ${c.shortName}${c.inCity} tager vi os af ${c.topic} med samme grundighed som alle vores øvrige opgaver, og vi forklarer undervejs, hvad vi gør og hvorfor. Du får en løsning, der er tilpasset netop dit behov.`,
];

/** The keywords not already used as the subpage's topic. */
function otherKeywords(c: CopyContext): string[] {
  if (c.pageType !== "page") return c.keywords;
  return c.keywords.filter((keyword) => keyword.toLowerCase() !== c.topic.toLowerCase());
}

/** Sentences that carry the owner's keywords; empty when there are none to add. */
export function keywordSentences(c: CopyContext): string {
  const keywords = otherKeywords(c);
  if (keywords.length === 0) return "";
  const list = listJoin(keywords);
  return c.pick("keywords", [
    `Vi hjælper blandt andet med ${list}. Har du en opgave, du gerne vil have løst, er du velkommen til at kontakte os, så kigger vi på mulighederne sammen og finder den løsning, der passer til dig.`,
    `Mange kunder finder os, når de leder efter ${list}${c.inCity}. Det er opgaver, vi kender indgående, og vi deler gerne ud af vores erfaring, så du kan træffe det rigtige valg.`,
    `Vores kunder kontakter os blandt andet om ${list}. Uanset hvor stor eller lille opgaven er, får du den samme grundige rådgivning og det samme omhyggelige arbejde.`,
  ] as const);
}

export const closingParagraph: Variants = [
  (c) =>
    `Står du med en opgave, eller vil du bare høre, hvad der er muligt? Så kontakt ${c.shortName} for en uforpligtende snak. Du finder vores kontaktoplysninger nederst på siden, og vi vender tilbage så hurtigt, vi kan.`,
  () =>
    "Vi glæder os til at høre fra dig. Ring eller skriv til os med en kort beskrivelse af din opgave, så giver vi dig et ærligt bud på, hvordan den kan løses, og hvad det vil koste. Det er altid uforpligtende at spørge.",
  (c) =>
    `Kontakt os gerne, hvis du har spørgsmål eller ønsker et tilbud. Hos ${c.shortName} er ingen opgave for lille, og vi tager os tid til at finde den rigtige løsning sammen med dig.`,
];

/** Trade-neutral sentences used to bring a short page up to the minimum length (SPEC §9). */
export const PADDING_SENTENCES: readonly string[] = [
  "Vi svarer gerne på spørgsmål, også selvom du blot er ved at undersøge dine muligheder.",
  "Vi bruger materialer og produkter, vi selv har tillid til, og forklarer gerne, hvorfor vi anbefaler netop dem.",
  "Vi tager os tid til at forklare, hvad der skal ske, så du føler dig tryg hele vejen.",
  "En god opgave kræver forberedelse, og derfor planlægger vi arbejdet grundigt, inden vi går i gang.",
  "Det er vigtigt for os, at du ved, hvem du har med at gøre, og at du altid kan få fat i os.",
  "Vores mål er, at du står tilbage med et resultat, du er glad for, og en oplevelse, du gerne vil gentage.",
  "Vi holder dig orienteret undervejs, så du aldrig er i tvivl om, hvor langt vi er nået.",
  "Haster din opgave, er du velkommen til at ringe, så finder vi sammen ud af, hvad der kan lade sig gøre.",
  "Vi giver hellere et ærligt nej end et løfte, vi ikke kan holde.",
  "God service er for os lige så vigtig som godt håndværk.",
];
