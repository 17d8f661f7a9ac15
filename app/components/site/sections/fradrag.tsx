import type { SiteDetailsView } from "~/schemas/sections/view";
import { DetailCard } from "./detail-card";

const kr = (amount: number) => `${amount.toLocaleString("da-DK")} kr.`;
const link = "font-medium text-(--site-link) underline underline-offset-2 hover:text-(--site-link-hover)";

/**
 * "Håndværkerfradrag": which of the company's work gives a deduction, the year's maximum per person,
 * that only wages count and how to claim it, with a link to SKAT. Rendered only for trades that
 * qualify (the server leaves `fradrag` null otherwise). On the homepage a compact card (issue 22): the
 * amount and the link to SKAT show, the rules open on request.
 */
export function FradragSection({ fradrag }: { fradrag: SiteDetailsView["fradrag"] }) {
  if (!fradrag) return null;
  return (
    <DetailCard
      id="fradrag"
      title="Få fradrag for arbejdet"
      teaser={
        <p>
          I {fradrag.year} kan du trække op til <strong>{kr(fradrag.maxAmount)} pr. person</strong> fra i skat
          {fradrag.confirmed
            ? "."
            : ` (beløbet for ${fradrag.year - 1} – SKAT har endnu ikke offentliggjort beløbet for ${fradrag.year}).`}{" "}
          Se reglerne hos{" "}
          <a href={fradrag.skatUrl} className={link} rel="noopener">
            Skattestyrelsen på skat.dk
          </a>
          .
        </p>
      }
      more="Hvilket arbejde giver fradrag?"
    >
      <p>
        {fradrag.intro} Fradraget hedder {fradrag.label.toLowerCase()}.
      </p>
      <h4 className="mt-4 font-semibold text-stone-950">Arbejde der giver fradrag</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
        {fradrag.work.map((work) => (
          <li key={work}>{work}</li>
        ))}
      </ul>
      <h4 className="mt-4 font-semibold text-stone-950">Sådan får du fradraget</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
        <li>Kun arbejdslønnen giver fradrag – ikke materialer og kørsel.</li>
        <li>Betal digitalt, f.eks. med MobilePay, kort eller bankoverførsel.</li>
        <li>Du får en faktura, hvor arbejdslønnen står for sig.</li>
        <li>Indberet beløbet og vores CVR-nummer på skat.dk.</li>
      </ul>
    </DetailCard>
  );
}
