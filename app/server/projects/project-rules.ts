import { TRADE_FRADRAG } from "~/content/section-texts/fradrag";
import { detectTradeFrom } from "~/lib/trade";

/** Whether the firm's trade has work that gives håndværkerfradrag ("gav håndværkerfradrag" is offered then). */
export function tradeAllowsFradrag(company: { industryDesc: string; name: string }): boolean {
  return TRADE_FRADRAG[detectTradeFrom([company.industryDesc, company.name])] !== undefined;
}

/** Today in Denmark as YYYY-MM-DD (a job finished "today" late in the evening is not in the future). */
export function copenhagenToday(now = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Copenhagen" }).format(now);
}
