// The building trades' page copy: tømrer, murer, VVS, maler and elektriker; app/content/trades.ts lists them and looks them up (split to keep files small).

import { closing, tradeHeroButton } from "~/content/trades/shared";
import type { Trade } from "~/content/types";

export const tomrer: Trade = {
  path: "/tomrer-hjemmeside",
  slug: "tomrer-hjemmeside",
  name: "Tømrer",
  linkLabel: "Hjemmeside til tømrer",
  meta: {
    title: "Hjemmeside til tømrere – klar på et minut | Håndværkernet",
    description:
      "Få en hjemmeside til dit tømrerfirma ud fra dit CVR-nummer. Vis dine opgaver, dit område og dit telefonnummer. 3 måneder gratis, ingen binding.",
  },
  h1: "Hjemmeside til tømrere",
  description:
    "Vis kunderne de tage, terrasser og tilbygninger, du har lavet – og gør det let at ringe til dig. Din hjemmeside er klar på et minut, med dansk tekst fra start.",
  heroButton: tradeHeroButton,
  mainHeading: "Det skal en tømrers hjemmeside kunne",
  main: [
    {
      type: "p",
      text: "Når en husejer skal have skiftet vinduer, lagt nyt tag eller bygget en terrasse, begynder de fleste med en søgning på mobilen – tit med bynavnet med. Her gør din hjemmeside forskellen: på få sekunder skal kunden kunne se, hvad du laver, hvor du arbejder, og hvordan de får fat i dig.",
    },
    { type: "h3", text: "Billeder af færdige opgaver" },
    {
      type: "p",
      text: "Tømrerarbejde sælges på billeder. Tag et billede af hver opgave, når den er færdig, og gerne et før-billede fra samme vinkel. Skriv en kort linje til hvert billede: hvad opgaven var, hvilket materiale du brugte, og hvor i området det var. Så kan kunden se, at du laver netop den slags arbejde, de står med.",
    },
    { type: "h3", text: "Én side pr. type opgave" },
    {
      type: "p",
      text: "Lav en side til hver slags opgave, du gerne vil have flere af: tag, vinduer og døre, terrasser, tilbygninger, køkkenmontering eller forsikringsskader. En side om terrasser har bedre chance for at blive fundet af den, der søger på terrasse og dit bynavn, end en forside, der nævner alt på én gang. Tager du ikke små opgaver, så skriv det – det sparer jer begge for et opkald.",
    },
    { type: "h3", text: "Dit område og din svartid" },
    {
      type: "p",
      text: "Skriv de byer og postnumre, du kører til, og hvornår kunden kan forvente svar – for eksempel at du ringer tilbage samme dag. Skriv den svartid, du faktisk kan holde. En klar forventning giver færre opkald om, hvorvidt beskeden er kommet frem.",
    },
    { type: "h3", text: "Et telefonnummer, man kan trykke på" },
    {
      type: "p",
      text: "De fleste, der finder dig på mobilen, vil hellere ringe end skrive. Telefonnummeret skal derfor stå, hvor man ser det med det samme, og kunne ringes op med ét tryk. Et nummer, der skal skrives af, koster opkald.",
    },
    { type: "h3", text: "Google Virksomhedsprofil og lovpligtige oplysninger" },
    {
      type: "p",
      text: "Opret en gratis Google Virksomhedsprofil, og link til hjemmesiden derfra. Kører du ud til kunderne, kan du skjule adressen og i stedet vise de områder, du dækker. Se hvordan i vores [guide til Google Virksomhedsprofil](/blog/google-virksomhedsprofil-haandvaerker).",
    },
    {
      type: "p",
      text: "Husk også de oplysninger, e-handelsloven kræver: firmanavn, adresse, e-mail og CVR-nummer skal kunne findes på hjemmesiden. Navn og adresse henter vi fra CVR-registeret, når siden oprettes.",
    },
  ],
  featuresHeading: "Det får du som tømrer",
  features: [
    {
      title: "Galleri til dine opgaver",
      text: "Vis færdige tage, terrasser og tilbygninger i et galleri med en kort tekst til hvert billede.",
    },
    {
      title: "En side til hver opgavetype",
      text: "Opret lige så mange sider, du vil – tag, vinduer, terrasser. Ubegrænsede sider er med i prisen.",
    },
    {
      title: "Kontakt og åbningstider",
      text: "Telefon, e-mail, adresse og åbningstider står samlet, så kunden ved, hvornår du kan træffes.",
    },
    {
      title: "Bygget til lokal søgning",
      text: "Sidetitler, beskrivelser og strukturerede data for lokale virksomheder er indbygget, så Google kan se, hvor du arbejder.",
    },
    {
      title: "Dansk tekst fra start",
      text: "AI skriver den første tekst ud fra dit firmas oplysninger. Du retter den til med dine egne ord.",
    },
  ],
  closing,
};

export const murer: Trade = {
  path: "/murer-hjemmeside",
  slug: "murer-hjemmeside",
  name: "Murer",
  linkLabel: "Hjemmeside til murer",
  meta: {
    title: "Hjemmeside til murere – nemt og hurtigt | Håndværkernet",
    description:
      "Hjemmeside til dit murerfirma på et minut: vis facader, badeværelser og flisearbejde, og bliv fundet lokalt. Prøv 3 måneder gratis uden binding.",
  },
  h1: "Hjemmeside til murere",
  description:
    "Facader, badeværelser, fliser og omfugning – vis dit arbejde, fortæl hvor du kører til, og gør det let for kunden at bede om et tilbud.",
  heroButton: tradeHeroButton,
  mainHeading: "Det skal en murers hjemmeside kunne",
  main: [
    {
      type: "p",
      text: "Murerens opgaver er ofte store beslutninger for kunden. Et nyt badeværelse eller en facaderenovering koster mange penge, og kunden vil gerne vide, hvem de lukker ind i huset. Hjemmesiden er stedet, hvor de danner sig et indtryk, før de ringer.",
    },
    { type: "h3", text: "Vis processen, ikke kun resultatet" },
    {
      type: "p",
      text: "Et færdigt badeværelse er flot, men billeder undervejs viser det, kunden ikke kan se bagefter: underlaget, vådrumsmembranen, faldet mod gulvafløbet. Tag et par billeder på hver opgave, og skriv kort, hvad der er gjort. Det viser, at du arbejder grundigt, på en måde ord ikke kan.",
    },
    { type: "h3", text: "Del dine ydelser op" },
    {
      type: "p",
      text: "Lav sider til de opgaver, du helst vil have flere af: badeværelser, facader og omfugning, skorstene, fliser, støbning eller mindre reparationer. Skriv på hver side, hvad kunden kan forvente: hvordan du giver tilbud, hvordan et typisk forløb ser ud hos dig, og hvad kunden selv skal sørge for.",
    },
    { type: "h3", text: "Skriv hvornår du tager udendørs opgaver" },
    {
      type: "p",
      text: "Udvendigt murerarbejde afhænger af vejret, og mange kunder ved ikke, at frisk mørtel ikke tåler frost. Skriv, hvornår på året du tager udendørs opgaver, og om der er ventetid. Så får kunden svaret, før de ringer og spørger.",
    },
    { type: "h3", text: "Gør det let at bede om et tilbud" },
    {
      type: "p",
      text: "Skriv, hvad du skal bruge for at give et tilbud: mål, billeder af det nuværende, adresse og ønsket tidspunkt. Kunden kan sende det på e-mail, og du slipper for et besøg på de opgaver, hvor billeder er nok.",
    },
    {
      type: "p",
      text: "Sørg til sidst for, at firmanavn, adresse og telefonnummer står ens på hjemmesiden, på din Google Virksomhedsprofil og i andre opslag. [Læs mere om lokal SEO for håndværkere](/blog/lokal-seo-for-haandvaerkere).",
    },
  ],
  featuresHeading: "Det får du som murer",
  features: [
    {
      title: "Galleri med før og efter",
      text: "Vis facader, badeværelser og flisearbejde med en kort beskrivelse af, hvad der er lavet.",
    },
    {
      title: "Sider til hver ydelse",
      text: "Badeværelse, facade, skorsten, fliser: opret de sider, du har brug for, uden ekstra pris.",
    },
    {
      title: "Ser godt ud på mobilen",
      text: "Kunden finder dig på telefonen. Siden er mobilvenlig og hurtig, uden tunge scripts.",
    },
    {
      title: "Eget domæne eller gratis adresse",
      text: "Brug dit eget domæne, eller få en gratis adresse som firmanavn.håndværkernet.dk.",
    },
  ],
  closing,
};

export const vvs: Trade = {
  path: "/vvs-hjemmeside",
  slug: "vvs-hjemmeside",
  name: "VVS-installatør",
  linkLabel: "Hjemmeside til VVS",
  meta: {
    title: "Hjemmeside til VVS-installatører | Håndværkernet",
    description:
      "Hjemmeside til dit VVS-firma: vis autorisation, akutte opgaver og dit område, med et telefonnummer der er let at finde. 3 måneder gratis, ingen binding.",
  },
  h1: "Hjemmeside til VVS-firmaer",
  description:
    "Når vandet løber, hvor det ikke skal, ringer kunden til den første VVS'er, de kan finde. Sørg for, at det er dig – med en hjemmeside, der viser, hvad du laver, og hvornår du kan træffes.",
  heroButton: tradeHeroButton,
  mainHeading: "Det skal en VVS-installatørs hjemmeside kunne",
  main: [
    {
      type: "p",
      text: "VVS-kunder kommer i to slags: dem med et akut problem – et utæt rør, et stoppet afløb, et fyr der er gået ud – og dem, der planlægger et nyt badeværelse eller en ny varmekilde. Hjemmesiden skal tale til begge.",
    },
    { type: "h3", text: "Akutte opgaver: telefon og tider øverst" },
    {
      type: "p",
      text: "Den, der står med vand på gulvet, læser ikke lange tekster. Telefonnummeret skal være det første, de ser, og det skal kunne ringes op med ét tryk. Skriv tydeligt, om og hvornår du tager akutte opgaver uden for almindelig arbejdstid – og skriv kun døgnvagt, hvis du har det.",
    },
    { type: "h3", text: "Vis din autorisation" },
    {
      type: "p",
      text: "VVS- og kloakarbejde må som hovedregel kun udføres af en virksomhed med autorisation fra Sikkerhedsstyrelsen. Skriv på hjemmesiden, at du er autoriseret, og oplys dit autorisationsnummer, så kunden kan tjekke det hos [Sikkerhedsstyrelsen](https://www.sik.dk). Det er et enkelt tegn på, at kunden har fat i en fagmand.",
    },
    { type: "h3", text: "Planlagte opgaver: forklar forløbet" },
    {
      type: "p",
      text: "Til den, der planlægger et nyt badeværelse eller skal skifte oliefyret ud, er det forløbet, der betyder noget: besigtigelse, tilbud, hvem der koordinerer med murer og elektriker, og hvor længe huset står uden vand eller varme. Beskriv det på en side for hver type opgave.",
    },
    { type: "h3", text: "Dit område" },
    {
      type: "p",
      text: "Skriv, hvilke byer og postnumre du kører til. Det hjælper kunden, og det hjælper Google med at vise dig, når nogen søger efter en VVS'er i netop dit område. Link også til hjemmesiden fra din Google Virksomhedsprofil – [sådan sætter du den op](/blog/google-virksomhedsprofil-haandvaerker).",
    },
  ],
  featuresHeading: "Det får du som VVS-installatør",
  features: [
    {
      title: "Åbningstider og akut-info",
      text: "Angiv tider for hver ugedag, og forklar i teksten, hvornår du tager akutte opgaver.",
    },
    {
      title: "Sider til hver ydelse",
      text: "Badeværelser, varmepumper, afløb, service: opret de sider, du har brug for.",
    },
    {
      title: "Billeder af dit arbejde",
      text: "Vis færdige badeværelser og installationer i et galleri med op til 15 billeder i arkivet.",
    },
    {
      title: "Lokal synlighed",
      text: "Strukturerede data for lokale virksomheder og et sitemap er indbygget, så søgemaskinerne kan læse din side.",
    },
  ],
  closing,
};

export const maler: Trade = {
  path: "/maler-hjemmeside",
  slug: "maler-hjemmeside",
  name: "Maler",
  linkLabel: "Hjemmeside til maler",
  meta: {
    title: "Hjemmeside til malere – vis dit arbejde | Håndværkernet",
    description:
      "Få en hjemmeside til dit malerfirma ud fra dit CVR-nummer. Vis opgaver inde og ude, dit område og hvordan du giver tilbud. Gratis i 3 måneder.",
  },
  h1: "Hjemmeside til malere",
  description:
    "Gode malere får mange opgaver på anbefaling. En hjemmeside gør anbefalingen let at følge: kunden slår dig op, ser dit arbejde og ringer.",
  heroButton: tradeHeroButton,
  mainHeading: "Det skal en malers hjemmeside kunne",
  main: [
    {
      type: "p",
      text: "Når en nabo anbefaler sin maler, er det første, kunden gør, at slå navnet op. Finder de en hjemmeside med billeder og en klar beskrivelse, ringer de. Finder de ingenting, går de ofte videre til den næste i søgeresultatet.",
    },
    { type: "h3", text: "Billeder i godt lys" },
    {
      type: "p",
      text: "Malerarbejde er svært at fotografere: hvide vægge bliver grå, og farver skifter med lyset. Fotografér i dagslys, sluk loftslyset, og stil dig, så væggen ikke giver genskin. Vis både hele rummet og et nærbillede af en kant eller en dørkarm – det er i detaljerne, kunden ser forskellen.",
    },
    { type: "h3", text: "Forklar hvordan du arbejder" },
    {
      type: "p",
      text: "Mange kunder ved ikke, hvad der ligger i et malerarbejde ud over selve malingen. Beskriv afdækning, spartling, slibning og grunding, og hvordan du efterlader boligen, når du går. Det forklarer også, hvorfor dit tilbud ser ud, som det gør.",
    },
    { type: "h3", text: "Inde, ude og erhverv" },
    {
      type: "p",
      text: "Lav en side til indvendigt arbejde, en til udvendigt og en til erhvervskunder, hvis du tager dem. Udendørs maling afhænger af vejret, så skriv, hvornår på året du tager det, og hvor tidligt kunden skal kontakte dig for at få en tid i sæsonen.",
    },
    { type: "h3", text: "Svar på de spørgsmål, du altid får" },
    {
      type: "p",
      text: "Får du ofte spørgsmål om farvevalg, glans eller hvilken maling der passer til et badeværelse eller udvendigt træværk, så skriv svarene på en side. Det er nyttig læsning for kunden, og den slags tekst kan blive fundet af dem, der søger på netop det spørgsmål.",
    },
  ],
  featuresHeading: "Det får du som maler",
  features: [
    {
      title: "Galleri til dine opgaver",
      text: "Vis stuer, facader og vinduer i et galleri med en kort tekst til hvert billede.",
    },
    {
      title: "20 farvetemaer",
      text: "Vælg det farvetema, der passer til dit firma, og skift det, når du vil.",
    },
    {
      title: "Sider til inde, ude og erhverv",
      text: "Opret lige så mange sider, du har brug for. Der er ingen grænse for antallet.",
    },
    {
      title: "Tekst skrevet for dig",
      text: "AI skriver et første udkast på dansk ud fra dit firma og dine søgeord. Du retter det til.",
    },
    {
      title: "Eget domæne",
      text: "Brug dit eget domæne, eller få en gratis adresse som firmanavn.håndværkernet.dk.",
    },
  ],
  closing,
};

export const elektriker: Trade = {
  path: "/elektriker-hjemmeside",
  slug: "elektriker-hjemmeside",
  name: "Elektriker",
  linkLabel: "Hjemmeside til elektriker",
  meta: {
    title: "Hjemmeside til elektrikere – bliv fundet lokalt",
    description:
      "Hjemmeside til elinstallatører: vis autorisation, ydelser som ladestandere og elinstallationsrapporter og dit område. 3 måneder gratis uden binding.",
  },
  h1: "Hjemmeside til elektrikere",
  description:
    "Kunderne skal være trygge ved, hvem der arbejder med strømmen i deres hus. Vis din autorisation, dine ydelser og dit område – på en hjemmeside, der er klar på et minut.",
  heroButton: tradeHeroButton,
  mainHeading: "Det skal en elektrikers hjemmeside kunne",
  main: [
    {
      type: "p",
      text: "Elektrikere får opgaver af mange slags: en ekstra stikkontakt, en ny eltavle, en ladestander til elbilen, en elinstallationsrapport før et hussalg. Kunden kender sjældent det faglige navn for opgaven – de ved bare, hvad de har brug for. Hjemmesiden skal hjælpe dem med at se, at du kan løse det.",
    },
    { type: "h3", text: "Autorisation skaber tryghed" },
    {
      type: "p",
      text: "Elinstallationer må som hovedregel kun udføres af en autoriseret elinstallatør. Skriv tydeligt, at du er autoriseret, og oplys dit autorisationsnummer, så kunden kan tjekke det hos [Sikkerhedsstyrelsen](https://www.sik.dk). Det er et stærkt argument for at ringe til dig frem for at gøre det selv.",
    },
    { type: "h3", text: "Skriv ydelserne, som kunden søger på dem" },
    {
      type: "p",
      text: "Lav sider til de ydelser, du vil have flere af, og brug kundens ord: ladestander, ny eltavle, solceller, lys i haven, elinstallationsrapport. En side om ladestandere kan for eksempel forklare, hvad kunden skal have klar, og hvad der afgør, om eltavlen skal opgraderes.",
    },
    { type: "h3", text: "Private og erhverv" },
    {
      type: "p",
      text: "Tager du både private og erhvervskunder, så del det op. Erhvervskunder leder efter serviceaftaler og hurtig hjælp ved driftsstop; private efter et fast tidspunkt og en pris, de kan regne med.",
    },
    { type: "h3", text: "Hurtig kontakt" },
    {
      type: "p",
      text: "Skriv, hvornår kunden kan forvente svar, og om du rykker ud ved akutte fejl som strømsvigt. Sæt telefonnummeret, så det ses med det samme og kan ringes op direkte fra mobilen.",
    },
  ],
  featuresHeading: "Det får du som elektriker",
  features: [
    {
      title: "Sider til hver ydelse",
      text: "Ladestandere, eltavler, solceller, erhverv: opret lige så mange sider, du vil.",
    },
    {
      title: "Tekst skrevet for dig",
      text: "AI skriver et første udkast på dansk ud fra dit firma og dine søgeord. Du retter det til.",
    },
    {
      title: "Kontakt og åbningstider",
      text: "Telefon, e-mail, adresse og åbningstider samlet, så kunden ved, hvornår du kan træffes.",
    },
    {
      title: "Sikker og hurtig",
      text: "Hosting, backup og sikkerhed er med i prisen, og siden er hurtig og mobilvenlig.",
    },
  ],
  closing,
};
