import type { TradeProfile } from "../profile";

export const elektriker: TradeProfile = {
  trade: "elektriker",
  person: "elektriker",
  craft: "el-arbejde",
  services: [
    "ny belysning",
    "flere stikkontakter",
    "udskiftning af eltavler",
    "ladestandere til elbiler",
    "fejlfinding",
    "el-installationer ved renovering",
    "intelligent lysstyring",
  ],
  customers: "private boligejere, boligforeninger, butikker og virksomheder",
  worksOnSite: true,
  intros: [
    (c) =>
      `${c.name} er din lokale elektriker${c.inCity}. Vi hjælper med alt fra en ny stikkontakt eller lampe til komplette el-installationer i nybyggeri og renovering. El er ikke noget, man skal gætte sig frem til, og derfor arbejder vi efter gældende regler og sætter sikkerheden først i hver eneste opgave.`,
    (c) =>
      `Strøm er noget, vi alle er afhængige af hver dag, og når den ikke virker, skal det løses hurtigt og sikkert. Hos ${c.name} hjælper vi kunder i ${c.area} med både små og store el-opgaver. Vi giver dig et klart overblik over, hvad der skal laves, og vi forklarer mulighederne, så du kan træffe en god beslutning.`,
    (c) =>
      `Hos ${c.name} kombinerer vi grundigt elektrikerhåndværk med nye, energivenlige løsninger. Vi hjælper kunder${c.inCity} med belysning, eltavler, ladestandere og intelligent styring af hjemmet, så din installation er klar til fremtiden. Vi rådgiver ærligt og anbefaler kun det, du har brug for.`,
  ],
  craftNotes: [
    () =>
      "En sikker el-installation er noget, du ikke skal tænke på i hverdagen. Vi bruger kvalitetsmaterialer, kontrollerer vores arbejde grundigt og efterlader installationen overskuelig og korrekt mærket. Har du et ældre hus, gennemgår vi gerne installationen og fortæller dig, om der er noget, der bør opdateres.",
    () =>
      "Godt lys gør en stor forskel i både hjem og på arbejdspladsen. Vi hjælper med at planlægge belysning, der passer til rummet og til den måde, du bruger det på, og vi vælger energirigtige lyskilder, der holder længe. Mange bliver overraskede over, hvor meget et par nye lamper og en dæmper kan forandre et rum.",
    () =>
      "Flere og flere kører i elbil og producerer selv strøm, og det stiller nye krav til husets installation. Vi sørger for, at eltavle, kabler og sikringer kan klare belastningen, og vi installerer ladestandere, så du kan lade sikkert og nemt hjemme. Vi forklarer gerne, hvad din installation kan holde til i dag.",
  ],
  taglines: [
    (c) => `Elektriker${c.inCity} – belysning, eltavler, ladestandere og fejlfinding`,
    () => "Din lokale elektriker til sikre el-installationer i hjem og erhverv",
    () => "El-arbejde udført sikkert og grundigt, med ærlig rådgivning og klare aftaler",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, spørger vi ind til dine ønsker og ser på installationen, så vi ved, hvad opgaven kræver. Du får et skriftligt tilbud, og vi aftaler et tidspunkt, der passer ind i din hverdag. Efter arbejdet tester vi installationen og viser dig, hvad vi har lavet, så du ved, hvordan alt fungerer.`,
    (c) =>
      `Ved ${c.topic} er planlægning og sikkerhed det vigtigste. Vi gennemgår den eksisterende installation, vurderer, om eltavlen kan klare det nye, og foreslår den løsning, der giver dig mest for pengene. Vi holder dig orienteret hele vejen og rydder op, før vi går.`,
  ],
};
