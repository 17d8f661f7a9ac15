import type { TradeProfile } from "../profile";

export const vvs: TradeProfile = {
  trade: "vvs",
  person: "VVS-mand",
  craft: "VVS-arbejde",
  services: [
    "nye badeværelser",
    "udskiftning af toiletter",
    "nye armaturer",
    "radiatorer",
    "gulvvarme",
    "varmepumper",
    "fjernvarmeunits",
    "utætte rør",
    "stoppede afløb",
    "tagrender i zink",
  ],
  customers: "private husstande, udlejere, boligforeninger og virksomheder",
  worksOnSite: true,
  intros: [
    (c) =>
      `${c.name} er din lokale VVS-mand${c.inCity}. Vi hjælper med alt, der har med vand, varme og afløb at gøre – fra det dryppende toilet til det komplette badeværelse og nye varmeanlæg. Vi ved, at en VVS-opgave ofte opstår på det mest ubelejlige tidspunkt, og derfor gør vi os umage for at komme hurtigt i gang og efterlade alt tæt, sikkert og i orden.`,
    (c) =>
      `Varme i radiatorerne, tryk i bruseren og afløb, der løber, som de skal – det er noget, man først lægger mærke til, når det ikke virker. Hos ${c.name} sørger vi for, at det virker. Vi løser VVS-opgaver for kunder i ${c.area}, og vi rådgiver gerne om løsninger, der kan sænke både vandforbruget og varmeregningen.`,
    (c) =>
      `Hos ${c.name} kombinerer vi klassisk VVS- og blikkenslagerhåndværk med nutidens energivenlige løsninger. Vi arbejder for kunder${c.inCity}, der vil have et stykke arbejde, de kan stole på, og en håndværker, der forklarer tingene, så man forstår dem. Vi går til hver opgave med samme grundighed, uanset om den tager en time eller flere uger.`,
  ],
  craftNotes: [
    () =>
      "Vand finder altid vej, og derfor er omhu det vigtigste værktøj i VVS-faget. Vi bruger kvalitetskomponenter, trykprøver vores installationer og sørger for, at rør og samlinger sidder, så de er nemme at komme til, hvis der en dag skal serviceres. Det giver dig ro i maven og færre overraskelser på sigt.",
    () =>
      "Et moderne varmeanlæg kan spare dig for mange penge hvert år. Vi hjælper med at indregulere radiatorer, udskifte gamle pumper og vælge den varmekilde, der passer til dit hus, hvad enten det er fjernvarme, en varmepumpe eller gulvvarme. Vi regner gerne på, hvad en udskiftning kan betyde for dit forbrug.",
    () =>
      "Når vi arbejder i dit hjem, behandler vi det, som var det vores eget. Vi lukker for vandet i god tid, dækker af omkring arbejdsstedet og tester alt grundigt, før vi går. Som blikkenslagere arbejder vi også med tagrender, nedløb og inddækninger, så regnvandet ledes væk fra huset, før det gør skade.",
  ],
  taglines: [
    (c) => `VVS-arbejde${c.inCity} – badeværelser, varme, vand og afløb`,
    () => "Din lokale VVS-mand til alt fra dryppende haner til nye varmeanlæg",
    () => "VVS og blik udført grundigt, sikkert og med fokus på lavere forbrug",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, spørger vi ind til, hvad der er sket, og hvad du ønsker, så vi kommer forberedt med de rigtige dele. Ved større opgaver ser vi forholdene an først og giver dig et skriftligt tilbud. Vi fortæller dig undervejs, hvis vi finder noget, der bør udbedres, og vi laver aldrig ekstra arbejde uden din accept.`,
    (c) =>
      `Ved ${c.topic} er det vigtigt at vælge løsninger, der holder og er nemme at vedligeholde. Vi gennemgår installationen, fortæller dig om mulighederne og anbefaler produkter, vi selv har gode erfaringer med. Når arbejdet er udført, tester vi alt grundigt og viser dig, hvordan du bruger og passer din nye installation.`,
  ],
};
