import type { Trade } from "~/lib/trade";

/** "Område": the line above the postcodes, per trade. It promises no free driving or response time. */
export const OMRAADE_INTROS: Record<Trade, string> = {
  tomrer: "Vi tager tømreropgaver hos kunder i disse postnumre:",
  murer: "Vi tager mureropgaver hos kunder i disse postnumre:",
  vvs: "Vi tager VVS-opgaver hos kunder i disse postnumre:",
  maler: "Vi tager maleropgaver hos kunder i disse postnumre:",
  vinduespudser: "Vi pudser vinduer hos kunder i disse postnumre:",
  mekaniker: "Vores kunder kommer især fra disse postnumre:",
  elektriker: "Vi tager el-opgaver hos kunder i disse postnumre:",
  other: "Vi tager opgaver hos kunder i disse postnumre:",
};
