import type { TradeProfile } from "../profile";

export const mekaniker: TradeProfile = {
  trade: "mekaniker",
  person: "mekaniker",
  craft: "reparation og service af biler",
  services: [
    "service efter fabrikkens forskrifter",
    "bremser",
    "koblinger",
    "udstødning",
    "fejlfinding med computerdiagnose",
    "klargøring til syn",
    "dækskift",
    "aircondition-service",
  ],
  customers: "privatbilister, håndværkere med varebiler og virksomheder med firmabiler",
  worksOnSite: false,
  intros: [
    (c) =>
      `${c.name} er et autoværksted${c.inCity}, hvor du får ærlig rådgivning og professionel reparation af din bil. Vi servicerer og reparerer alle bilmærker, og vi forklarer altid, hvad der skal laves, og hvorfor. Hos os skal du ikke betale for arbejde, du ikke har brug for – men du kan regne med, at det, der skal laves, bliver lavet ordentligt.`,
    (c) =>
      `En bil, der starter hver morgen og kører sikkert, er noget, de fleste tager for givet, indtil den pludselig siger stop. Hos ${c.name} hjælper vi bilister${c.inCity} med både den faste service og de uforudsete reparationer. Vi holder din bil i god stand, så du undgår dyre overraskelser og kan køre trygt af sted hver dag.`,
    (c) =>
      `Hos ${c.name} får du et værksted med styr på både den klassiske mekanik og moderne bilers elektronik. Vi arbejder for kunder i ${c.area}, og vi ved, hvor vigtigt det er at have sin bil tilbage hurtigt. Derfor aftaler vi en realistisk tid, overholder den og ringer til dig, før vi går i gang med noget, der ikke var aftalt.`,
  ],
  craftNotes: [
    () =>
      "Moderne biler er fyldt med elektronik, og en fejl kan have mange årsager. Vi bruger opdateret diagnoseudstyr til at finde fejlen hurtigt og præcist, så du ikke betaler for at skifte dele på må og få. Vi fortæller dig, hvad vi finder, og hvad det koster at udbedre det, før vi går i gang.",
    () =>
      "Regelmæssig service er den bedste måde at holde bilen sikker og værdien oppe. Vi udfører service efter fabrikkens forskrifter, så din bil bevarer sin servicehistorik, og vi tjekker samtidig bremser, dæk, lygter og undervogn. Finder vi noget, der snart skal skiftes, får du besked, så du selv kan planlægge udgiften.",
    () =>
      "Vi behandler din bil, som var den vores egen. Vi bruger reservedele i original kvalitet eller tilsvarende, beskytter sæder og rat under arbejdet og prøvekører bilen, før du får den tilbage. Og står bilen foran et syn, klargør vi den, så du kan køre derhen med ro i maven.",
  ],
  taglines: [
    (c) => `Autoværksted${c.inCity} – service, reparation og fejlfinding på alle bilmærker`,
    () => "Ærlig rådgivning og grundig reparation af din bil til en fair pris",
    () => "Mekaniker til service, bremser, diagnose, dækskift og klargøring til syn",
  ],
  process: [
    (c) =>
      `Når du kontakter os om ${c.topic}, finder vi en tid, der passer dig, og fortæller, hvor længe vi forventer at have bilen. På værkstedet gennemgår vi bilen og ringer, hvis vi finder noget, der ikke var aftalt, så du altid selv bestemmer. Når du henter bilen, forklarer vi, hvad vi har lavet, og hvad du skal holde øje med fremover.`,
    (c) =>
      `Ved ${c.topic} starter vi med en grundig gennemgang, så vi kender bilens tilstand, før vi skifter noget. Du får et prisoverslag, og vi holder dig orienteret undervejs. Vi bruger dele i god kvalitet og prøvekører bilen efter arbejdet, så vi er sikre på, at alt fungerer, som det skal.`,
  ],
};
