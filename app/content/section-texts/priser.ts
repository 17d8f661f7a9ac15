import type { Trade } from "~/lib/trade";

/** "Priser": the intro above the price list, per trade. No amounts: those are the owner's own. */
export const PRISER_INTROS: Record<Trade, string> = {
  tomrer: "Her kan du se, hvad nogle af vores almindelige tømreropgaver koster.",
  murer: "Her kan du se, hvad nogle af vores almindelige mureropgaver koster.",
  vvs: "Her kan du se, hvad nogle af vores almindelige VVS-opgaver koster.",
  maler: "Her kan du se, hvad nogle af vores almindelige maleropgaver koster.",
  vinduespudser: "Her kan du se, hvad vinduespudsning hos os koster.",
  mekaniker: "Her kan du se, hvad nogle af vores almindelige reparationer og serviceeftersyn koster.",
  elektriker: "Her kan du se, hvad nogle af vores almindelige el-opgaver koster.",
  other: "Her kan du se, hvad nogle af vores almindelige opgaver koster.",
};

/**
 * What the list says when a price cannot be given in advance: how the price is calculated
 * (forbrugeraftaleloven § 8, stk. 1, nr. 4). It promises no price, discount or guarantee.
 */
export const NO_PRICE_TEXTS: Record<Trade, string> = {
  tomrer:
    "Prisen på opgaver uden fast pris kan ikke oplyses på forhånd, fordi den afhænger af opgavens omfang og de materialer, du vælger. Den beregnes ud fra den tid, arbejdet tager, efter vores timepris, plus materialer og kørsel. Spørg os om et tilbud, før arbejdet går i gang.",
  murer:
    "Prisen på opgaver uden fast pris kan ikke oplyses på forhånd, fordi den afhænger af opgavens omfang og murværkets tilstand. Den beregnes ud fra den tid, arbejdet tager, efter vores timepris, plus materialer og kørsel. Spørg os om et tilbud, før arbejdet går i gang.",
  vvs: "Prisen på opgaver uden fast pris kan ikke oplyses på forhånd, fordi den afhænger af, hvad vi finder, når installationen er åbnet. Den beregnes ud fra den tid, arbejdet tager, efter vores timepris, plus materialer og kørsel. Spørg os om et tilbud, før arbejdet går i gang.",
  maler:
    "Prisen på opgaver uden fast pris kan ikke oplyses på forhånd, fordi den afhænger af fladerne, underlaget og den forbehandling, der skal til. Den beregnes ud fra den tid, arbejdet tager, efter vores timepris, plus maling og materialer. Spørg os om et tilbud, før arbejdet går i gang.",
  vinduespudser:
    "Prisen kan ikke oplyses på forhånd, når den afhænger af antallet og størrelsen af vinduerne, og hvor let de er at komme til. Den beregnes ud fra den tid, pudsningen tager, efter vores timepris. Spørg os om en pris før første pudsning.",
  mekaniker:
    "Prisen på en reparation kan ikke oplyses på forhånd, før vi har fundet fejlen. Den beregnes ud fra den tid, arbejdet tager, efter vores timepris, plus reservedele. Spørg os om et overslag, før vi går i gang med reparationen.",
  elektriker:
    "Prisen på opgaver uden fast pris kan ikke oplyses på forhånd, fordi den afhænger af opgavens omfang og den eksisterende installation. Den beregnes ud fra den tid, arbejdet tager, efter vores timepris, plus materialer og kørsel. Spørg os om et tilbud, før arbejdet går i gang.",
  other:
    "Prisen på opgaver uden fast pris kan ikke oplyses på forhånd, fordi den afhænger af opgavens omfang. Den beregnes ud fra den tid, arbejdet tager, efter vores timepris, plus materialer. Spørg os om et tilbud, før arbejdet går i gang.",
};
