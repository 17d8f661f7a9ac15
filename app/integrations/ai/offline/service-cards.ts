import type { Trade } from "~/lib/trade";

/** A homepage service card of a trade: what the work is, in one line a customer understands. */
export type ServiceCard = { title: string; line: string };

/**
 * The offline writer's service cards per trade, most asked-for first. A line says what the customer
 * gets, never an authorisation, a guarantee, a price, a rating or hours (the trust-claim rules):
 * those only come from what the owner entered and the register verified.
 */
export const SERVICE_CARDS: Readonly<Record<Trade, readonly ServiceCard[]>> = {
  tomrer: [
    {
      title: "Om- og tilbygning",
      line: "Mere plads i huset, fra tegning og byggetilladelse til sidste liste.",
    },
    { title: "Vinduer og døre", line: "Nye vinduer og hoveddøre, monteret tæt og pænt afsluttet." },
    { title: "Tag og efterisolering", line: "Et tæt tag og mindre varmetab, også på ældre huse." },
    { title: "Terrasser og carporte", line: "Træterrasser og carporte, bygget til at tåle det danske vejr." },
    { title: "Gulve", line: "Nye trægulve og reparation af gamle, lagt med omhu." },
    { title: "Reparationer", line: "Råd i træværk, skæve døre og de små opgaver, der ikke kan vente." },
  ],
  murer: [
    { title: "Badeværelser", line: "Nye badeværelser med membran, fliser og klinker." },
    { title: "Facader og omfugning", line: "Facaden renoveret, pudset eller omfuget, så muren holder." },
    { title: "Flise- og klinkearbejde", line: "Fliser og klinker på gulv og væg, lagt i lige linjer." },
    { title: "Tilbygning i mursten", line: "Murede tilbygninger, der passer til husets stil." },
    { title: "Skorstene", line: "Reparation og ommuring af skorstene." },
    { title: "Småreparationer", line: "Revner, løse sten og fuger, før skaden bliver større." },
  ],
  vvs: [
    { title: "Badeværelser", line: "Nyt badeværelse med toilet, bruser og armaturer, planlagt med dig." },
    { title: "Varme og varmepumper", line: "Radiatorer, gulvvarme, fjernvarmeunits og varmepumper." },
    { title: "Utætheder og rør", line: "Drypper det, eller er der fugt? Vi finder og udbedrer årsagen." },
    { title: "Afløb", line: "Stoppede afløb og kloakproblemer løst grundigt." },
    { title: "Køkken og vand", line: "Vand og afløb til nyt køkken, opvaskemaskine og vaskemaskine." },
    { title: "Tagrender og zink", line: "Tagrender og nedløb i zink, monteret og repareret." },
  ],
  maler: [
    { title: "Indvendig maling", line: "Vægge, lofter og træværk malet med rene kanter." },
    { title: "Facademaling", line: "Facader og udhæng malet, så huset er beskyttet mod vejret." },
    { title: "Vinduer og døre", line: "Vinduer og døre slebet, malet og gjort tætte igen." },
    { title: "Tapet og filt", line: "Tapetsering og opsætning af filt og glasvæv." },
    { title: "Istandsættelse", line: "Lejligheder sat i stand til indflytning eller salg." },
    { title: "Gulvbehandling", line: "Trægulve slebet og lakeret eller oliebehandlet." },
  ],
  vinduespudser: [
    {
      title: "Fast vinduespudsning",
      line: "Rene vinduer med faste intervaller, uden at du skal tænke på det.",
    },
    { title: "Butikker og kontorer", line: "Vinduespudsning for erhverv, før kunderne kommer." },
    { title: "Ovenlysvinduer", line: "Ovenlys og svært tilgængelige vinduer pudset sikkert." },
    { title: "Tagrender", line: "Tagrender renset, så vandet kan løbe." },
    { title: "Solceller", line: "Solceller afrenset, så de yder, hvad de kan." },
    { title: "Karme og rammer", line: "Karme og rammer gjort rene med i samme tur." },
  ],
  mekaniker: [
    { title: "Service", line: "Service efter fabrikkens forskrifter, på alle bilmærker." },
    { title: "Bremser og koblinger", line: "Bremser, koblinger og udstødning, skiftet og tjekket." },
    { title: "Fejlfinding", line: "Computerdiagnose, når en lampe lyser eller bilen opfører sig mærkeligt." },
    { title: "Klargøring til syn", line: "Bilen gennemgået og gjort klar, før den skal til syn." },
    { title: "Dæk", line: "Dækskift og opbevaring, sommer og vinter." },
    { title: "Aircondition", line: "Service af aircondition, så kabinen kan køles ned igen." },
  ],
  elektriker: [
    { title: "El-installationer", line: "Nye installationer ved ombygning, renovering og nybyggeri." },
    { title: "Belysning", line: "Lamper, spots og lysstyring, inde og ude." },
    { title: "Eltavler", line: "Udskiftning af gamle eltavler og flere grupper." },
    { title: "Ladestandere", line: "Ladestander til elbilen hjemme i indkørslen." },
    { title: "Fejlfinding", line: "Springer relæet? Vi finder fejlen og retter den." },
    { title: "Stikkontakter", line: "Flere stikkontakter og udtag, hvor du har brug for dem." },
  ],
  other: [
    { title: "Reparationer", line: "Mindre reparationer, løst grundigt og til tiden." },
    { title: "Større projekter", line: "Fra idé til aflevering, med én kontaktperson hele vejen." },
    { title: "Vedligehold", line: "Løbende vedligehold, så små skader ikke bliver store." },
    { title: "Rådgivning", line: "Ærlige råd, før du sætter en opgave i gang." },
  ],
};
