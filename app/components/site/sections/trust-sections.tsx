import type { TrustView } from "~/schemas/sections/view";
import { AnmeldelserSection } from "./anmeldelser";
import { AutorisationSection } from "./autorisation";
import { PriserSection } from "./priser";

/** The switched-on trust sections (issue 13), between the homepage's text and the quote form. */
export function TrustSections({ trust }: { trust: TrustView | undefined }) {
  if (!trust) return null;
  return (
    <>
      {trust.autorisation ? <AutorisationSection view={trust.autorisation} /> : null}
      {trust.priser ? <PriserSection view={trust.priser} /> : null}
      {trust.anmeldelser ? <AnmeldelserSection view={trust.anmeldelser} /> : null}
    </>
  );
}
