import type { Trade } from "~/lib/trade";
import cards from "./service-cards.json" with { type: "json" };

/** A homepage service card of a trade: what the work is, in one line a customer understands. */
export type ServiceCard = { title: string; line: string };

/**
 * The offline writer's service cards per trade (service-cards.json), most asked-for first. A line
 * says what the customer gets, never an authorisation, a guarantee, a price, a rating or hours (the
 * trust-claim rules): those only come from what the owner entered and the register verified. The
 * annotation makes the type check require a list for every trade.
 */
export const SERVICE_CARDS: Readonly<Record<Trade, readonly ServiceCard[]>> = cards;
