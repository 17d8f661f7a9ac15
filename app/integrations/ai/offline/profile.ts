import type { Trade } from "~/lib/trade";
import type { CopyContext } from "./context";

/** A piece of copy written for one situation, filled in from the company's facts. */
type Template = (c: CopyContext) => string;

/** At least two variants, so the type system lets `pick` return without a fallback. */
export type Variants = readonly [Template, Template, ...Template[]];

/** How one trade talks about itself. Only `other` has to make sense for any trade at all. */
export type TradeProfile = {
  trade: Trade;
  /** The tradesperson, used as "din lokale tømrer". */
  person: string;
  /** The work, used without article or adjective: "alt inden for tømrerarbejde". */
  craft: string;
  /**
   * Typical jobs as lower-case noun phrases; the writer lists a few of them with commas and "og", so a
   * phrase must not contain a list of its own ("vinduer og døre" would read as two items).
   */
  services: readonly string[];
  /** Who the customers are, as a list in running text. */
  customers: string;
  /** Whether the work happens at the customer's place (builders) or at ours (a garage). */
  worksOnSite: boolean;
  /** Opening paragraph of the homepage. */
  intros: Variants;
  /** How the trade's work is done well: materials, methods, care. */
  craftNotes: Variants;
  /** Subtitles of the homepage, at most 120 characters. */
  taglines: Variants;
  /** How a job on the subpage's topic (`c.topic`) runs, from first call to finish. */
  process: Variants;
};
