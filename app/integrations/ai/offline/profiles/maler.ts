import type { TradeProfile } from "../profile";

export const maler: TradeProfile = {
  trade: "maler",
  person: "maler",
  craft: "malerarbejde",
  services: [
    "indvendig maling",
    "facademaling",
    "maling af vinduer",
    "tapetsering",
    "opsætning af filt",
    "spartling",
    "istandsættelse af lejligheder",
    "lakering af gulve",
  ],
  customers: "private hjem, udlejere, boligforeninger, butikker og kontorer",
  worksOnSite: true,
  intros: [
    (c) =>
      `${c.name} er malerfirmaet${c.inCity}, der giver dit hjem eller din virksomhed nyt liv. Vi maler indvendigt og udvendigt, tapetserer og sætter lejligheder i stand, og vi går lige så meget op i forarbejdet som i den sidste strøgning. En flot overflade kræver nemlig et godt underlag, rene kanter og den rette maling til opgaven.`,
    (c) =>
      `Friske farver kan forvandle et rum på få dage. Hos ${c.name} hjælper vi kunder${c.inCity} med alt fra en enkelt stue til hele huse, trappeopgange og erhvervslokaler. Vi rådgiver gerne om farvevalg, glans og holdbarhed, så resultatet ikke bare ser godt ud, når vi går, men også om mange år.`,
    (c) =>
      `Et godt malerarbejde ser man ikke – man ser bare et smukt rum. Det er målet for hver eneste opgave hos ${c.name}${c.inCity}. Vi arbejder systematisk og renligt, beskytter dine møbler og gulve og holder de aftaler, vi laver, så du kan planlægge din hverdag, mens vi er i gang.`,
  ],
  craftNotes: [
    () =>
      "Forarbejdet er halvdelen af et godt resultat. Vi vasker af, sliber, spartler og grunder, inden der kommer farve på, og vi vælger produkter, der passer til underlaget og rummets brug. Det giver en jævn, slidstærk overflade, der ikke skaller eller får synlige pletter efter kort tid.",
    () =>
      "Udvendigt træværk og facader er udsat for regn, frost og sol året rundt. Med den rette behandling på det rigtige tidspunkt kan du forlænge levetiden af vinduer, døre og beklædning betydeligt. Vi vurderer gerne, hvad dit hus trænger til, og giver dig et ærligt bud på, hvornår det er tid til næste omgang.",
    () =>
      "Vi dækker grundigt af, tager hensyn til, at du bor i huset, og rydder op hver dag. Vi bruger moderne, lugtsvage malinger, hvor det er muligt, så du hurtigt kan tage rummene i brug igen. Og vi hjælper gerne med farveprøver, så du kan se, hvordan farven tager sig ud i dit eget lys.",
  ],
  taglines: [
    (c) => `Malerarbejde${c.inCity} – indvendigt, udvendigt og med flotte, holdbare resultater`,
    () => "Din lokale maler til vægge, lofter, facader, træværk og tapet",
    () => "Malerarbejde med grundigt forarbejde, rene kanter og god rådgivning om farver",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, aftaler vi et besøg, hvor vi ser på underlaget, måler op og taler om dine ønsker til farver og finish. Du får et skriftligt tilbud med en klar beskrivelse af, hvad der er med i prisen. Før vi går i gang, aftaler vi, hvordan rummene skal ryddes, så arbejdet kan glide nemt og hurtigt.`,
    (c) =>
      `Ved ${c.topic} starter vi altid med at vurdere underlaget, for det afgør, hvilken behandling der giver det bedste resultat. Vi anbefaler de produkter, der passer til opgaven, og forklarer forskellen på dem, så du kan vælge med god samvittighed. Undervejs holder vi dig orienteret, og vi går ikke, før du er tilfreds.`,
  ],
};
