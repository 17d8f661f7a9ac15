import { article } from "~/content/article";
import { onboardingLink, productName } from "~/content/site";
import type { BlogContent, BlogPost, ContentImage, PageMeta, SocialImage } from "~/content/types";

/** Blog illustrations are 1200 x 630 SVGs with a PNG beside them for og:image. */
function illustration(name: string, alt: string): { image: ContentImage; ogImage: SocialImage } {
  return {
    image: { src: `/content/blog/${name}.svg`, alt, width: 1200, height: 630 },
    ogImage: { src: `/content/blog/${name}.png`, alt, width: 1200, height: 630 },
  };
}

const googleProfile: BlogPost = {
  id: 1,
  title: "Google Virksomhedsprofil: en guide til håndværkere",
  slug: "google-virksomhedsprofil-haandvaerker",
  excerpt:
    "Sådan opretter og udfylder du en gratis Google Virksomhedsprofil, så kunderne i dit område finder dig på Google Maps og i søgningen.",
  date: "2026-01-20",
  category: "Guide",
  ...illustration(
    "google-virksomhedsprofil",
    "En kortnål på et kort ved siden af et firmakort med telefonrør, ur og stjerner.",
  ),
  content: article(`
Når nogen søger efter en håndværker i nærheden, viser Google tit et kort med nogle få virksomheder øverst i resultaterne. De virksomheder har en Google Virksomhedsprofil. Profilen er gratis, og den er en af de vigtigste ting, du kan gøre for at blive fundet lokalt.

## Opret profilen

1. Gå til [google.com/business](https://www.google.com/business/), og log ind med en Google-konto. Brug en konto, firmaet ejer – ikke en ansats private konto.
2. Søg efter dit firmanavn. Findes firmaet allerede, kan du gøre krav på profilen. Ellers opretter du en ny.
3. Vælg den kategori, der passer bedst, for eksempel Tømrer, Elektriker eller VVS-installatør. Du kan tilføje flere kategorier senere.
4. Angiv adresse eller serviceområde (se nedenfor), telefonnummer og adressen på din hjemmeside.
5. Bekræft profilen. Google bekræfter for eksempel med en video, et telefonopkald, en e-mail eller et brevkort – hvilke muligheder du får, bestemmer Google.

## Kører du ud til kunderne? Skjul adressen

De fleste håndværkere arbejder hos kunden og har ikke et sted, hvor kunderne kommer. Så er du en virksomhed med serviceområde: du skjuler adressen og angiver i stedet de byer eller områder, du kører til. Google bruger stadig adressen til at bekræfte profilen, men den vises ikke. Har du et værksted, hvor kunderne kommer – for eksempel et autoværksted – skal adressen vises.

## Udfyld profilen helt

- Åbningstider – også særlige åbningstider i ferier og på helligdage.
- En kort beskrivelse af, hvad du laver, og hvor. Skriv til kunden, ikke til søgemaskinen.
- Ydelser: de opgaver, du tager, med de ord, kunderne bruger.
- Billeder af færdige opgaver, af dig og dine folk og af firmabilen. Billeder fra rigtige opgaver siger mere end stockfotos.
- Linket til din hjemmeside. Profilen giver kunden et hurtigt overblik; hjemmesiden giver detaljerne.

## Anmeldelser

Anmeldelserne på profilen har stor betydning for, hvem kunden ringer til. Bed tilfredse kunder om en anmeldelse, når opgaven er afleveret, og svar på alle anmeldelser – også de kritiske, roligt og sagligt. Læs mere i [Sådan får du flere ærlige anmeldelser](/blog/faa-flere-anmeldelser).

## Hvad afgør, om du bliver vist?

Google skriver selv, at de lokale resultater især afhænger af tre ting: relevans (passer profilen til søgningen), afstand (hvor langt er der til den, der søger) og hvor kendt virksomheden er (blandt andet anmeldelser og omtale på nettet). Du kan ikke flytte dit værksted, men du kan gøre profilen relevant og komplet, og du kan samle anmeldelser.

> Skriv firmanavn, adresse og telefonnummer præcis ens på profilen, på hjemmesiden og i firmaopslag på nettet. Når oplysningerne er ens, er det lettere for Google at se, at det er det samme firma.
`),
};

const localSeo: BlogPost = {
  id: 2,
  title: "Lokal SEO: bliv fundet af kunder i dit område",
  slug: "lokal-seo-for-haandvaerkere",
  excerpt:
    "Hvad lokal SEO er, og hvad du som håndværker selv kan gøre for at komme frem, når nogen søger efter dit fag og din by.",
  date: "2026-02-24",
  category: "SEO",
  ...illustration("lokal-seo", "Et forstørrelsesglas over et kort med en kortnål midt i en by."),
  content: article(`
SEO står for søgemaskineoptimering: at gøre det let for Google at forstå, hvad din hjemmeside handler om, så den bliver vist for de rigtige søgninger. For en håndværker er det næsten altid de lokale søgninger, der tæller – »murer Odense«, »vvs akut« eller bare »elektriker« på mobilen, hvor Google selv tager højde for, hvor den søgende er.

## Skriv hvad du laver – med kundens ord

Google kan kun vise dig for det, der står på din hjemmeside. Står der bare »Vi udfører alle former for opgaver«, ved Google ikke, om du lægger tag eller skifter vandhaner. Skriv konkret, hvilke opgaver du tager, og brug de ord, kunderne bruger: »nyt badeværelse« frem for »vådrumsrenovering«, hvis det er det, folk søger på.

## En side pr. ydelse

Hver side kan have sin egen titel og beskrivelse i søgeresultatet. En side om tagrenovering og en side om terrasser kan derfor hver især matche den søgning, der passer. På Håndværkernet kan du oprette lige så mange sider, du vil, og give hver side sin egen SEO-titel på op til 60 tegn og en beskrivelse på op til 160 tegn.

## Skriv dit område

Nævn de byer og postnumre, du arbejder i, naturligt i teksten – på forsiden og gerne på en side om dit område. Undgå lange lister med bynavne, der kun står der for søgemaskinens skyld. Google betragter den slags som spam, og kunderne synes, det ser mærkeligt ud.

## Ens firmaoplysninger overalt

Firmanavn, adresse og telefonnummer skal stå ens på hjemmesiden, på din [Google Virksomhedsprofil](/blog/google-virksomhedsprofil-haandvaerker) og i firmaopslag på nettet. Det hjælper Google med at se, at det er den samme virksomhed.

## Det tekniske er bygget ind

Noget skal du ikke selv tænke på, når du bruger Håndværkernet: siderne er hurtige og mobilvenlige, hver side har titel og beskrivelse, et sitemap fortæller Google, hvilke sider der findes, og strukturerede data for lokale virksomheder beskriver dit firma i et format, søgemaskinerne kan læse.

## Se hvad folk søger på

Vil du se, hvilke søgninger din hjemmeside bliver vist for, kan du oprette en gratis konto i [Google Search Console](https://search.google.com/search-console). Den viser også, om Google har problemer med at læse dine sider.

> Vær tålmodig. Der kan gå uger, før en ny hjemmeside eller en ny side bliver vist i søgeresultaterne. Det er helt normalt.
`),
};

const photos: BlogPost = {
  id: 3,
  title: "Gode billeder af dit arbejde – taget med mobilen",
  slug: "gode-billeder-af-dit-arbejde",
  excerpt:
    "Billeder sælger håndværk. Her er de enkle greb, der gør mobilbilleder af dine opgaver skarpe og lyse – og hvad du skal spørge kunden om først.",
  date: "2026-04-07",
  category: "Tips & Tricks",
  ...illustration(
    "billeder-af-arbejdet",
    "En mobiltelefon, der fotograferer en nybygget træterrasse i dagslys.",
  ),
  content: article(`
Kunderne kan ikke mærke kvaliteten af dit arbejde på en hjemmeside, men de kan se den. Gode billeder af færdige opgaver er det stærkeste argument, du har, og du behøver ikke andet end din mobil.

## Før du tager billedet

- Ryd op: fjern værktøj, emballage og affald fra billedet.
- Tør linsen af. En fedtet linse er en af de mest almindelige grunde til slørede mobilbilleder.
- Vent på godt lys. Dagslys er bedst; sluk loftslyset indendørs, så farverne ikke bliver gule.

## Når du tager billedet

- Hold mobilen vandret, når du fotograferer et helt rum, en facade eller en terrasse. Det passer bedst til billedfelterne på en hjemmeside.
- Hold mobilen lige, så lodrette linjer – hjørner, dørkarme, stolper – står lodret.
- Tag både et oversigtsbillede og et par nærbilleder af detaljerne: en samling, en fuge, en kant.
- Tag før-billedet fra samme sted og vinkel som efter-billedet. Så ser kunden forskellen med det samme.

## Spørg kunden først

Billeder fra en kundes hjem viser kundens private rum. Spørg, om du må bruge billederne på din hjemmeside, og undgå husnumre, nummerplader, familiebilleder og personer, der kan genkendes. Skal en person være med på billedet, så få et tydeligt ja først.

## Skriv en linje til hvert billede

En kort tekst gør billedet til en lille historie: »Ny terrasse i lærk, Silkeborg« eller »Badeværelse før og efter, nye fliser og gulvvarme«. Teksten fortæller kunden, hvad de ser – og den kan læses af søgemaskinerne, som ikke selv kan se billedet.

På Håndværkernet kan du have op til 15 billeder i billedearkivet og bruge dem på siderne eller i et galleri med titel og beskrivelse til hvert billede. Billederne bliver gjort mindre automatisk, så siden stadig åbner hurtigt på mobilen.

> Gør det til en vane: tag billederne, inden du pakker værktøjet sammen den sidste dag. Bagefter kommer du sjældent tilbage.
`),
};

const reviews: BlogPost = {
  id: 4,
  title: "Sådan får du flere ærlige anmeldelser",
  slug: "faa-flere-anmeldelser",
  excerpt:
    "Gode anmeldelser gør det lettere for nye kunder at vælge dig. Sådan beder du om dem på den rigtige måde – og hvad loven og Google siger.",
  date: "2026-05-26",
  category: "Marketing",
  ...illustration("anmeldelser", "Tre talebobler med stjerner og et flueben."),
  content: article(`
En ny kunde kender dig ikke. Det nærmeste, de kommer en anbefaling fra naboen, er det, andre kunder har skrevet om dig. Derfor er anmeldelser på Google og andre steder værd at arbejde for – men de skal være ægte.

## Spørg, når kunden er tilfreds

Det bedste tidspunkt at bede om en anmeldelse er lige efter, at opgaven er afleveret, og kunden har sagt, at de er glade. Spørg personligt, og send bagefter et link på sms eller e-mail, så det kun tager et øjeblik. I din Google Virksomhedsprofil kan du hente et link, der fører direkte til at skrive en anmeldelse.

## Gør det let

- Send linket samme dag, mens opgaven er frisk i hukommelsen.
- Skriv en kort, personlig besked – ikke en standardtekst.
- Spørg alle dine kunder, ikke kun dem, du tror er mest tilfredse.
- Mind højst om én gang.

## Det må du ikke

Falske anmeldelser er forbudt efter markedsføringsloven – også anmeldelser fra venner og familie, der udgiver sig for at være kunder. Google forbyder desuden, at du belønner kunder for at skrive en anmeldelse, for eksempel med rabat, og at du kun beder de tilfredse kunder om at skrive.

Viser du anmeldelser på din egen hjemmeside, skal du oplyse, om og hvordan du sikrer, at de kommer fra rigtige kunder. Det enkleste er ofte at linke til din Google-profil, hvor kunden selv kan læse dem.

## Svar på anmeldelserne

Sig tak for de gode anmeldelser, og svar roligt og sagligt på de kritiske. Den, der læser med, ser ikke kun kritikken, men også hvordan du håndterer den. Et svar som »Tak for din besked – jeg ringer til dig, så vi kan finde en løsning« siger meget om, hvordan du behandler dine kunder.

> Skriv aldrig kundens navn eller detaljer om opgaven i dit svar, hvis kunden ikke selv har nævnt dem. Et svar på en anmeldelse kan læses af alle.
`),
};

const checklist: BlogPost = {
  id: 5,
  title: "Det skal stå på en håndværkers hjemmeside",
  slug: "hvad-skal-staa-paa-din-hjemmeside",
  excerpt:
    "En tjekliste over det, en håndværkers hjemmeside skal indeholde: ydelser, område, kontakt og billeder – og de oplysninger, loven kræver.",
  date: "2026-08-18",
  category: "Guide",
  ...illustration("tjekliste-hjemmeside", "En hjemmeside på en skærm ved siden af en tjekliste med flueben."),
  content: article(`
En god hjemmeside til en håndværker behøver ikke være stor. Men den skal svare på de spørgsmål, kunden har, før de ringer – og den skal have de oplysninger, loven kræver. Brug listen her som tjekliste.

## Det kunden leder efter

- Hvad du laver: dine ydelser, gerne med en side til hver.
- Hvor du arbejder: byer, postnumre eller et område.
- Billeder af færdige opgaver.
- Hvordan man kontakter dig: et telefonnummer, der kan ringes op med ét tryk, og en e-mail.
- Hvornår du kan træffes, og hvornår kunden kan forvente svar.
- Hvem du er: en kort tekst om firmaet og gerne et billede af dig og dine folk.

## Det loven kræver

Efter e-handelsloven skal en virksomheds hjemmeside give let og direkte adgang til en række oplysninger om virksomheden. For de fleste håndværkere betyder det:

- Firmanavn
- Fysisk adresse
- E-mailadresse
- CVR-nummer

Kræver dit arbejde autorisation, som el-, VVS- og kloakarbejde gør, skal du også oplyse, hvilken myndighed der fører tilsyn – for de tre fag er det Sikkerhedsstyrelsen. Skriv også dit autorisationsnummer; det giver kunden tryghed.

Viser du priser til private kunder, skal de være inklusive moms og andre afgifter, som kunden ikke kan undgå.

På Håndværkernet henter vi firmanavn og adresse fra CVR-registeret, når hjemmesiden oprettes. Tjek, at de er rigtige, og tilføj e-mail og det, der ellers mangler, under Indstillinger i administrationen.

## Det, der gør forskellen

- Ærlighed om, hvad du ikke tager: små opgaver, lange køreture, bestemte materialer.
- En forklaring på, hvordan et tilbud foregår: besigtigelse, billeder på e-mail eller et prisoverslag i telefonen.
- Svar på de spørgsmål, du oftest får i telefonen.
- Links til dine profiler på sociale medier – hvis du bruger dem.

> Åbn din forside på mobilen, og læs den, som om du var kunde. Kan du med det samme se, hvad firmaet laver, hvor det arbejder, og hvordan du ringer? Ellers så flyt det op.
`),
};

const social: BlogPost = {
  id: 6,
  title: "Facebook, Instagram og hjemmesiden: hvem gør hvad?",
  slug: "facebook-instagram-og-hjemmeside",
  excerpt:
    "Sociale medier og en hjemmeside gør hver sit. Sådan får du dem til at spille sammen uden at bruge mere tid, end du har.",
  date: "2026-10-13",
  category: "Online Markedsføring",
  ...illustration(
    "sociale-medier",
    "En mobil med opslag og en computer med en hjemmeside, forbundet af en pil i begge retninger.",
  ),
  content: article(`
Mange håndværkere starter på Facebook eller Instagram, fordi det er gratis og hurtigt. Det er en god idé – men en side på et socialt medie og en hjemmeside gør ikke det samme, og du får mest ud af dem, når de hænger sammen.

## Sociale medier: det, der sker nu

Opslag er gode til det aktuelle: en opgave, du lige har afsluttet, en ny medarbejder, ledige tider i næste måned. De skaber genkendelse hos folk i lokalområdet, der allerede følger dig. Men opslag forsvinder hurtigt ned i strømmen, og det er platformen, der bestemmer, hvem der ser dem.

## Hjemmesiden: det, der altid gælder

Hjemmesiden er stedet for det, der ikke ændrer sig hver uge: hvad du laver, hvor du arbejder, og hvordan man kontakter dig. Den kan findes på Google af folk, der ikke følger dig, og man behøver ikke en konto for at læse den.

## Sådan spiller de sammen

- Link fra hjemmesiden til dine profiler. På Håndværkernet indsætter du links til Facebook, Instagram, LinkedIn og TikTok under Indstillinger i administrationen.
- Sæt linket til hjemmesiden i din profil på hvert socialt medie.
- Brug de bedste billeder begge steder: det, der fungerer i et opslag, hører også hjemme i galleriet på hjemmesiden.
- Henvis til hjemmesiden, når du får spørgsmål i kommentarerne, som den allerede svarer på.

## Hvor meget tid skal du bruge?

Hellere få opslag med rigtige billeder af dit arbejde end mange opslag uden indhold. Vælg det medie, dine kunder bruger – for private kunder er det tit Facebook, for erhvervskunder kan LinkedIn give mere mening – og lad resten ligge.

## Betalte annoncer

Vil du prøve annoncer på Facebook, Instagram eller Google, så start i det små, og lad annoncen føre til en bestemt side på din hjemmeside – for eksempel siden om den ydelse, du annoncerer for. Så lander kunden et sted, der svarer på netop det, de klikkede på.

> Kan du kun overskue én ting, så sørg for, at hjemmesiden og [Google Virksomhedsprofilen](/blog/google-virksomhedsprofil-haandvaerker) er i orden. De arbejder for dig, også når du ikke har tid til at lave opslag.
`),
};

/** The six posts, newest first (the order of the list page). */
export const blogPosts: BlogPost[] = [social, checklist, reviews, photos, localSeo, googleProfile];

export function findPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/** Title and description for a post page: the brand is added when the title leaves room for it. */
export function postMeta(post: BlogPost): PageMeta {
  const branded = `${post.title} | ${productName}`;
  return { title: branded.length <= 60 ? branded : post.title, description: post.excerpt };
}

const danishMonths = [
  "januar",
  "februar",
  "marts",
  "april",
  "maj",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "december",
];

/** "20. januar 2026": how the blog shows a post's date. */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const monthName = danishMonths[(month ?? 1) - 1] ?? "";
  return `${day}. ${monthName} ${year}`;
}

export const blogPage: BlogContent = {
  meta: {
    title: "Blog – råd om hjemmeside og markedsføring | Håndværkernet",
    description:
      "Praktiske råd til håndværkere om hjemmesider, Google Virksomhedsprofil, lokal SEO, billeder, anmeldelser og sociale medier.",
  },
  h1: "Blog",
  lead: "Praktiske råd om hjemmesider og markedsføring – skrevet til håndværkere, der hellere vil arbejde end sidde foran computeren.",
  readMore: "Læs mere",
  backLink: { href: "/blog", label: "Tilbage til bloggen" },
  notFound: "Indlæg ikke fundet",
  notFoundText: "Indlægget findes ikke, eller det er blevet flyttet. Se alle indlæg på bloggen.",
  closing: {
    heading: "Klar til din egen hjemmeside?",
    text: "Indtast dit CVR-nummer, og se din nye hjemmeside om et minut. 3 måneder gratis, ingen binding.",
    button: onboardingLink,
  },
};
