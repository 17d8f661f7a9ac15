import type { Trade } from "~/lib/trade";
import type { TradeProfile } from "../profile";
import { elektriker } from "./elektriker";
import { maler } from "./maler";
import { mekaniker } from "./mekaniker";
import { murer } from "./murer";
import { other } from "./other";
import { tomrer } from "./tomrer";
import { vinduespudser } from "./vinduespudser";
import { vvs } from "./vvs";

export const PROFILES: Readonly<Record<Trade, TradeProfile>> = {
  tomrer,
  murer,
  vvs,
  maler,
  vinduespudser,
  mekaniker,
  elektriker,
  other,
};
