import type { SiteDetailsView } from "~/schemas/sections/view";

const kr = (amount: number) => `${amount.toLocaleString("da-DK")} kr.`;

/**
 * "Håndværkerfradrag": which of the company's work gives a deduction, the year's maximum per person,
 * that only wages count and how to claim it, with a link to SKAT. Rendered only for trades that
 * qualify (the server leaves `fradrag` null otherwise).
 */
export function FradragSection({ fradrag }: { fradrag: SiteDetailsView["fradrag"] }) {
  if (!fradrag) return null;
  return (
    <section aria-labelledby="fradrag-titel" className="site-band">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
        <p className="site-kicker">Spar på skatten</p>
        <h2 id="fradrag-titel" className="site-heading mt-1 font-bold text-2xl text-stone-950 sm:text-3xl">
          Få fradrag for arbejdet
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-800">
          {fradrag.intro} Fradraget hedder {fradrag.label.toLowerCase()}, og i {fradrag.year} kan du trække op
          til <strong>{kr(fradrag.maxAmount)} pr. person</strong> fra i skat
          {fradrag.confirmed
            ? "."
            : ` (beløbet for ${fradrag.year - 1} – SKAT har endnu ikke offentliggjort beløbet for ${fradrag.year}).`}
        </p>
        {/* Compact on the homepage (issue 22): the details open on request, no script. */}
        <details className="mt-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-(--site-link) underline underline-offset-4">
            Hvilket arbejde giver fradrag, og hvordan får du det?
          </summary>
          <div className="mt-4 grid gap-8 md:grid-cols-2">
            <div>
              <h3 className="font-semibold text-stone-950 text-xl">Arbejde der giver fradrag</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-800">
                {fradrag.work.map((work) => (
                  <li key={work}>{work}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-stone-950 text-xl">Sådan får du fradraget</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-800">
                <li>Kun arbejdslønnen giver fradrag – ikke materialer og kørsel.</li>
                <li>Betal digitalt, f.eks. med MobilePay, kort eller bankoverførsel.</li>
                <li>Du får en faktura, hvor arbejdslønnen står for sig.</li>
                <li>Indberet beløbet og vores CVR-nummer på skat.dk.</li>
              </ul>
            </div>
          </div>
        </details>
        <p className="mt-4 text-stone-800">
          Se de præcise regler og hele listen hos{" "}
          <a
            href={fradrag.skatUrl}
            className="font-medium text-(--site-link) underline underline-offset-2 hover:text-(--site-link-hover)"
            rel="noopener"
          >
            Skattestyrelsen på skat.dk
          </a>
          .
        </p>
      </div>
    </section>
  );
}
