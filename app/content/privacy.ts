import { productDomain, supportEmail } from "~/content/site";
import type { PrivacyContent } from "~/content/types";

/**
 * The privacy policy. It must stay true to what the product stores: when a table, an integration
 * or a cookie is added or removed, this text changes with it (see app/db/schema and app/integrations).
 */
export const privacyPage: PrivacyContent = {
  meta: {
    title: "Privatlivspolitik | Håndværkernet",
    description:
      "Hvilke oplysninger Håndværkernet behandler, hvorfor, hvor de opbevares, og hvilke rettigheder du har. Vi bruger ingen cookies til statistik.",
  },
  h1: "Privatlivspolitik",
  updated: "2026-11-21",
  updatedLabel: "Senest opdateret",
  intro: `Her kan du læse, hvilke oplysninger vi behandler, når du opretter og bruger en hjemmeside på ${productDomain}, og når du besøger en hjemmeside, der er lavet med Håndværkernet. Vi behandler kun det, der skal til for at levere tjenesten.`,
  sections: [
    {
      id: "dataansvarlig",
      heading: "Dataansvarlig",
      blocks: [
        {
          type: "p",
          text: `Håndværkernet er dataansvarlig for de oplysninger, der er beskrevet her. Du kan altid kontakte os på ${supportEmail} eller via [kontaktsiden](/kontakt), hvis du har spørgsmål til, hvordan vi behandler dine oplysninger.`,
        },
        {
          type: "p",
          text: "Indholdet på din egen hjemmeside – tekster, billeder og kontaktoplysninger – bestemmer du selv. Vi opbevarer og viser det på dine vegne.",
        },
      ],
    },
    {
      id: "oplysninger",
      heading: "De oplysninger, vi behandler",
      blocks: [
        { type: "h3", text: "Når du opretter en hjemmeside" },
        {
          type: "ul",
          items: [
            "Firmaoplysninger fra det offentlige CVR-register: CVR-nummer, firmanavn, adresse, postnummer, by, telefon, e-mail, branche, virksomhedsform, startdato og antal ansatte.",
            "Hvis du har en hjemmeside i forvejen: dens adresse, titel og beskrivelse samt den offentlige tekst, det logo, det telefonnummer og den e-mail, vi finder på den. For at finde den søger vi på firmanavnet hos en søgetjeneste.",
            "Din login-e-mail og dit password. Passwordet gemmes kun som en hash, så hverken vi eller andre kan læse den.",
          ],
        },
        { type: "h3", text: "Når du bruger administrationspanelet" },
        {
          type: "ul",
          items: [
            "Indholdet på din hjemmeside: sider, tekster, kontaktoplysninger, åbningstider, links til sociale medier, farvetema og eventuelt eget domæne.",
            "De billeder og det logo, du uploader. Vi fjerner metadata som GPS-position fra billederne, når de gemmes, og noterer, hvilken login-e-mail der uploadede dem.",
            "Login-sessioner: når du logger ind, gemmer vi en session med udløbstid samt den IP-adresse og browser, du loggede ind fra. Sessionen udløber efter 30 dage.",
            "Hvor mange gange om dagen du har brugt AI-tekstgenerering, så vi kan holde den daglige grænse.",
          ],
        },
        { type: "h3", text: "Når du skriver til os" },
        {
          type: "ul",
          items: [
            "Navn, e-mail og besked fra kontaktformularen. Beskeden gemmes og sendes til vores support på e-mail.",
          ],
        },
        { type: "h3", text: "Statistik og sikkerhed" },
        {
          type: "ul",
          items: [
            "Besøgstal: for hver hjemmeside tæller vi antal visninger pr. side pr. dag. Vi gemmer ingen IP-adresse, ingen cookie og intet andet, der kan kende en besøgende igen – kun selve tallet.",
            "Opslag på CVR-nummer under oprettelsen: vi registrerer, om opslaget lykkedes, om nummeret allerede var oprettet, eller om der opstod en fejl, sammen med CVR-nummeret og tidspunktet. Det bruger vi til at finde og rette fejl i oprettelsen.",
            "For at beskytte mod misbrug tæller vi mislykkede login-forsøg og beskeder fra kontaktformularen pr. IP-adresse (og login-forsøg også pr. e-mail). Tællerne gælder kun et kort tidsrum.",
          ],
        },
        { type: "h3", text: "E-mails" },
        {
          type: "p",
          text: "De e-mails, vi sender – for eksempel velkomstmailen, når din hjemmeside er oprettet, og beskeder fra kontaktformularen – lægges først i en udbakke hos os med modtager, emne og indhold, så de ikke går tabt, hvis en afsendelse fejler. Derefter sendes de gennem vores e-mailudbyder.",
        },
      ],
    },
    {
      id: "formaal",
      heading: "Hvorfor vi behandler oplysningerne",
      blocks: [
        {
          type: "ul",
          items: [
            "For at oprette, vise og drive din hjemmeside og dit login. Det er nødvendigt for at opfylde vores aftale med dig (databeskyttelsesforordningens artikel 6, stk. 1, litra b).",
            "For at besvare dine henvendelser og sende dig e-mails om din hjemmeside (artikel 6, stk. 1, litra b).",
            "For at beskytte tjenesten mod misbrug, finde fejl og forbedre oprettelsen. Det sker på grundlag af vores legitime interesse i en sikker og fungerende tjeneste (artikel 6, stk. 1, litra f).",
            "For at vise dig besøgstal for din hjemmeside. Tallene indeholder ingen personoplysninger om de besøgende.",
          ],
        },
      ],
    },
    {
      id: "ai",
      heading: "AI-tekstgenerering",
      blocks: [
        {
          type: "p",
          text: "Når vi skriver tekst til din hjemmeside med AI – ved oprettelsen, eller når du beder om det i sideeditoren – sender vi firmaoplysninger og dine søgeord til vores AI-udbyder: firmanavn, by, branche, virksomhedsform, antal ansatte, stiftelsesår, sidens navn og, hvis du har en eksisterende hjemmeside, teksten fra den. Vi sender ikke dit password eller oplysninger om dine besøgende.",
        },
        {
          type: "p",
          text: "AI-udbyderen må kun bruge oplysningerne til at skrive teksten til os. Læs altid teksten igennem, før du gemmer den: du har ansvaret for det, der står på din hjemmeside.",
        },
      ],
    },
    {
      id: "opbevaring",
      heading: "Hvor og hvor længe vi opbevarer oplysningerne",
      blocks: [
        {
          type: "p",
          text: "Oplysningerne opbevares hos cloududbydere med datacentre i EU/EØS: database, billeder og e-mail. Udbyderne behandler kun oplysningerne efter vores instruks og har indgået databehandleraftaler med os.",
        },
        {
          type: "p",
          text: "Hvis en udbyder, for eksempel AI-udbyderen, behandler oplysninger uden for EU/EØS, sker det kun med et lovligt overførselsgrundlag efter databeskyttelsesforordningen, typisk EU-Kommissionens standardkontraktbestemmelser.",
        },
        {
          type: "p",
          text: "Vi opbevarer din hjemmeside og dit login, så længe du har en hjemmeside hos os. Beder du os slette den, sletter vi hjemmesiden, siderne, billederne, besøgstallene og dit login. Beskeder fra kontaktformularen gemmer vi, så længe vi har brug for dem til at besvare henvendelsen.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          type: "p",
          text: "Vi bruger ingen cookies til statistik eller markedsføring, hverken her eller på vores kunders hjemmesider. Vi sætter kun to cookies, og kun i administrationspanelet: login-cookien, der holder dig logget ind, og – hvis du trykker 'Påmind mig senere' – en cookie med dagens dato, så påmindelsen om prøveperioden er skjult resten af dagen. Begge er nødvendige for det, du selv beder om, og kræver derfor ikke samtykke.",
        },
        {
          type: "p",
          text: "Når en ny hjemmeside vises første gang, gemmer din browser et lokalt mærke, så velkomstbeskeden ikke vises igen. Mærket bliver i din browser og sendes ikke til os.",
        },
      ],
    },
    {
      id: "rettigheder",
      heading: "Dine rettigheder",
      blocks: [
        {
          type: "p",
          text: "Efter databeskyttelsesforordningen har du ret til at:",
        },
        {
          type: "ul",
          items: [
            "få indsigt i de oplysninger, vi behandler om dig,",
            "få forkerte oplysninger rettet,",
            "få dine oplysninger slettet,",
            "få behandlingen begrænset,",
            "gøre indsigelse mod behandling, der sker på grundlag af vores legitime interesse,",
            "få de oplysninger, du selv har givet os, udleveret i et almindeligt maskinlæsbart format (dataportabilitet).",
          ],
        },
        {
          type: "p",
          text: "Mange oplysninger kan du selv rette og slette i administrationspanelet. For resten skriver du til os, så svarer vi hurtigst muligt og senest inden for en måned.",
        },
        {
          type: "p",
          text: "Er du utilfreds med, hvordan vi behandler dine oplysninger, kan du klage til [Datatilsynet](https://www.datatilsynet.dk).",
        },
      ],
    },
    {
      id: "kontakt",
      heading: "Kontakt",
      blocks: [
        {
          type: "p",
          text: `Skriv til ${supportEmail}, eller brug [kontaktformularen](/kontakt). Skriv gerne, hvilken hjemmeside eller hvilket CVR-nummer din henvendelse drejer sig om.`,
        },
      ],
    },
  ],
};
