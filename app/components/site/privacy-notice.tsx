import { formatDanishPhone } from "~/lib/phone";
import type { SiteCompany } from "~/schemas/site-view";

const h2 = "mt-10 font-bold text-2xl text-stone-950";
const p = "mt-3 text-lg text-stone-800";

/**
 * The site's privacy notice (issue 10): who is responsible, what the "Få et tilbud" form collects,
 * why, who sees it and how long it is kept (the owner's retention setting), plus the visitor's rights.
 */
export function PrivacyNotice({ company }: { company: SiteCompany }) {
  const place = [company.address, [company.zipcode, company.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const months = company.quoteRetentionMonths ?? 12;
  return (
    <article aria-labelledby="privatliv-titel" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 id="privatliv-titel" className="site-heading font-bold text-3xl text-stone-950 sm:text-4xl">
        Privatlivspolitik
      </h1>
      <p className={p}>
        Her kan du læse, hvilke oplysninger {company.name} behandler om dig, når du besøger hjemmesiden og
        bruger formularen “Få et tilbud”.
      </p>

      <h2 className={h2}>Dataansvarlig</h2>
      <p className={p}>
        {company.name}
        {place ? `, ${place}` : ""}, CVR-nr. {company.cvr}
        {company.email ? `, e-mail ${company.email}` : ""}
        {company.phone ? `, telefon ${formatDanishPhone(company.phone)}` : ""}.
      </p>

      <h2 className={h2}>Hvad formularen “Få et tilbud” indsamler</h2>
      <p className={p}>
        Dit navn, dit telefonnummer og/eller din e-mail, adresse eller postnummer, din beskrivelse af opgaven,
        hvornår den skal laves, og de billeder, du vælger at sende (højst 5). Billederne gemmes uden metadata:
        oplysninger som GPS-position, kamera og tidspunkt fjernes, før de gemmes.
      </p>

      <h2 className={h2}>Hvorfor</h2>
      <p className={p}>
        Oplysningerne bruges kun til at vurdere opgaven, kontakte dig og give dig et tilbud. Grundlaget er, at
        du selv har bedt om et tilbud (databeskyttelsesforordningens artikel 6, stk. 1, litra b).
        Oplysningerne sælges ikke og bruges ikke til markedsføring.
      </p>

      <h2 className={h2}>Hvem der ser oplysningerne</h2>
      <p className={p}>
        Kun {company.name}. Billederne er private: de kan kun ses af virksomheden, når den er logget ind.
        Hjemmesiden drives af Håndværkernet, som opbevarer oplysningerne som databehandler for {company.name}.
      </p>

      <h2 className={h2}>Hvor længe de gemmes</h2>
      <p className={p}>
        {`En forespørgsel og dens billeder slettes automatisk ${months} måneder efter den seneste ændring, og tidligere, hvis du beder om det.`}
      </p>

      <h2 className={h2}>Beskyttelse mod spam</h2>
      <p className={p}>
        For at holde automatisk spam ude sætter formularen en nødvendig cookie (hv_tilbud_start), der kun
        indeholder tidspunktet, hvor formularen blev vist, og som udløber efter et døgn. Din IP-adresse bruges
        kortvarigt til at begrænse antallet af forespørgsler og gemmes ikke sammen med din forespørgsel. Besøg
        på hjemmesiden tælles uden cookies.
      </p>

      <h2 className={h2}>Dine rettigheder</h2>
      <p className={p}>
        Du kan få indsigt i, rette eller få slettet dine oplysninger ved at kontakte {company.name}. Du kan
        klage til Datatilsynet (datatilsynet.dk).
      </p>
    </article>
  );
}
