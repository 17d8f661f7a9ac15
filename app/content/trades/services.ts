// The service trades' page copy: vinduespudser and mekaniker; app/content/trades.ts lists them and looks them up (split to keep files small).

import { closing, tradeHeroButton } from "~/content/trades/shared";
import type { Trade } from "~/content/types";

export const vinduespudser: Trade = {
  path: "/vinduespudser-hjemmeside",
  slug: "vinduespudser-hjemmeside",
  name: "Vinduespudser",
  linkLabel: "Hjemmeside til vinduespudser",
  meta: {
    title: "Hjemmeside til vinduespudsere | Håndværkernet",
    description:
      "Hjemmeside til vinduespudsere: vis dit område, dine intervaller og hvordan kunden kommer på din rute. Lavet ud fra dit CVR-nummer – 3 måneder gratis.",
  },
  h1: "Hjemmeside til vinduespudsere",
  description:
    "Nye kunder vil vide tre ting: kommer du i deres område, hvor tit kommer du, og hvad koster det. Svar på dem på din hjemmeside, og få flere kunder på ruten.",
  heroButton: tradeHeroButton,
  mainHeading: "Det skal en vinduespudsers hjemmeside kunne",
  main: [
    {
      type: "p",
      text: "For mange kunder er vinduespudsning en fast aftale, og det er de faste kunder, der får en rute til at hænge sammen. Hjemmesiden skal derfor gøre det let for nye kunder i dit område at sige ja – helst uden at du skal køre ud og se huset først.",
    },
    { type: "h3", text: "Skriv hvor du kører" },
    {
      type: "p",
      text: "Skriv de byer, bydele og postnumre, hvor du har faste ruter. Det er det første, kunden leder efter. Tager du også opgaver uden for ruterne, så skriv hvornår og på hvilke vilkår.",
    },
    { type: "h3", text: "Intervaller og hvad der er med" },
    {
      type: "p",
      text: "Forklar de intervaller, du tilbyder – for eksempel hver fjerde eller ottende uge – og hvad der er med: udvendigt, indvendigt, rammer, ovenlysvinduer, glasværn. Jo klarere beskrivelsen er, jo færre misforståelser ved første besøg.",
    },
    { type: "h3", text: "Priser for private kunder" },
    {
      type: "p",
      text: "Vil du vise priser, så gør det ud fra noget, kunden selv kan tælle, som antal vinduer eller fag, og skriv, at den endelige pris aftales, når du har set huset. Priser til private kunder skal altid vises med moms.",
    },
    { type: "h3", text: "Ekstra ydelser" },
    {
      type: "p",
      text: "Rengør du også tagrender, solceller eller ovenlysvinduer, så lav en side til hver ydelse. Så opdager dine faste kunder, at du kan det, og siden kan findes af dem, der søger efter netop det.",
    },
    {
      type: "p",
      text: "Private kunder spørger tit, om vinduespudsning giver ret til servicefradrag. Reglerne ændrer sig, så henvis hellere til [skat.dk](https://skat.dk) end at skrive beløb på siden.",
    },
  ],
  featuresHeading: "Det får du som vinduespudser",
  features: [
    {
      title: "Dit område tydeligt",
      text: "Skriv dine ruter og postnumre på forsiden, og lav en side for hvert område, du vil vokse i.",
    },
    {
      title: "Sider til hver ydelse",
      text: "Vinduer, tagrender, solceller, erhverv: opret de sider, du har brug for, uden ekstra pris.",
    },
    {
      title: "Kontakt og åbningstider",
      text: "Telefon, e-mail og tider samlet ét sted, så kunden ved, hvordan de kommer på ruten.",
    },
    {
      title: "Hurtig på mobilen",
      text: "Siden er mobilvenlig og let, så den åbner hurtigt, også når kunden står ude i haven.",
    },
  ],
  closing,
};

export const mekaniker: Trade = {
  path: "/mekaniker-hjemmeside",
  slug: "mekaniker-hjemmeside",
  name: "Mekaniker",
  linkLabel: "Hjemmeside til mekaniker",
  meta: {
    title: "Hjemmeside til mekanikere og værksteder | Håndværkernet",
    description:
      "Hjemmeside til dit autoværksted: vis service, reparationer, dæk og syn, dine åbningstider og hvordan kunden booker tid. 3 måneder gratis, ingen binding.",
  },
  h1: "Hjemmeside til mekanikere og autoværksteder",
  description:
    "Bilisten søger efter et værksted i nærheden, der har åbent og kan tage bilen ind. Din hjemmeside skal vise netop det: hvad du laver, hvornår du har åbent, og hvordan man booker.",
  heroButton: tradeHeroButton,
  mainHeading: "Det skal et værksteds hjemmeside kunne",
  main: [
    {
      type: "p",
      text: "Et værksted lever af faste kunder, men nye kunder kommer tit fra en søgning på mobilen: mekaniker eller bilværksted og bynavnet. De sammenligner hurtigt adresse, åbningstider og hvad værkstedet laver – og ringer til det, der ser mest pålideligt ud.",
    },
    { type: "h3", text: "Åbningstider, der passer" },
    {
      type: "p",
      text: "Åbningstiderne skal være rigtige, også i ferier og på helligdage. Et forkert tidspunkt på hjemmesiden eller på Google sender kunden forgæves til en lukket port. Ret dem, når de ændrer sig – det tager et øjeblik i administrationspanelet.",
    },
    { type: "h3", text: "Skriv hvad du laver – og på hvilke biler" },
    {
      type: "p",
      text: "Lav sider til de ydelser, du faktisk tilbyder: service, reparationer, bremser, dæk og dækhotel, klargøring til syn, aircon, fejlfinding. Er du specialiseret i bestemte mærker, elbiler eller varebiler, så skriv det tydeligt. Det er netop det, kunden søger på.",
    },
    { type: "h3", text: "Service i garantiperioden" },
    {
      type: "p",
      text: "Mange bilejere tror, at de skal til mærkeværkstedet for at beholde garantien. Efter EU's konkurrenceregler må producenten ikke gøre garantien betinget af, at almindelig service sker hos et mærkeværksted, når servicen følger fabrikkens forskrifter. Skriv det på din hjemmeside, så fjerner du en af de største grunde til at vælge dig fra.",
    },
    { type: "h3", text: "Gør det let at booke" },
    {
      type: "p",
      text: "Skriv, hvordan kunden booker tid: ring, send en e-mail med nummerplade og en kort beskrivelse af fejlen, eller kom forbi. Skriv også, om kunden kan låne en bil eller vente på værkstedet. Jo mindre kunden skal gætte, jo flere henvendelser får du.",
    },
  ],
  featuresHeading: "Det får du som mekaniker",
  features: [
    {
      title: "Åbningstider for hver ugedag",
      text: "Sæt tider for mandag til søndag, og ret dem selv, når ferien nærmer sig.",
    },
    {
      title: "Sider til hver ydelse",
      text: "Service, dæk, syn, aircon: opret de sider, du har brug for. Der er ingen grænse.",
    },
    {
      title: "Billeder af værkstedet",
      text: "Vis værkstedet og udstyret, så kunden ved, hvor de skal hen, og hvad de kan forvente.",
    },
    {
      title: "Bygget til lokal søgning",
      text: "Strukturerede data for lokale virksomheder fortæller søgemaskinerne, hvem du er, og hvor du holder til.",
    },
  ],
  closing,
};
