import { z } from "zod";

/**
 * "Priser" (issue 13). Prices to private customers must be shown including moms (prismærkningsloven;
 * Forbrugerombudsmanden's guidance), so a price typed "ekskl. moms" is converted: the editor shows
 * the amount incl. moms next to the field while typing, the server stores only that amount, and the
 * site only ever shows prices inkl. moms. Where a price cannot be given in advance the section must
 * say how the price is calculated (forbrugeraftaleloven § 8, stk. 1, nr. 4). Browser-safe module.
 */

export const MAX_PRICE_ROWS = 12;
const VAT_RATE = 0.25;

export const PRICE_UNITS = ["time", "stk", "m2", "lbm", "opgave", "dag", "besoeg"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  time: "pr. time",
  stk: "pr. stk.",
  m2: "pr. m²",
  lbm: "pr. løbende meter",
  opgave: "pr. opgave",
  dag: "pr. dag",
  besoeg: "pr. besøg",
};

/** "1.250,50", "1250.5", "1250" → 1250.5; null when it is not an amount. */
export function parseAmount(value: string): number | null {
  const clean = value.replace(/\s|kr\.?/gi, "");
  if (clean === "") return null;
  const danish = /,\d{1,2}$/.test(clean) || /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(clean);
  const normalised = danish ? clean.replace(/\./g, "").replace(",", ".") : clean;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** A price in kroner incl. moms from one typed ekskl. moms (øre rounded). */
export function withVat(exclusive: number): number {
  return Math.round(exclusive * (1 + VAT_RATE) * 100) / 100;
}

/** "1.562,50 kr." — Danish grouping, decimals only when there are øre. */
export function formatKroner(amount: number): string {
  const whole = Number.isInteger(amount);
  return `${amount.toLocaleString("da-DK", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })} kr.`;
}

const rowSchema = z
  .object({
    service: z.string().trim().min(1, "Skriv ydelsen").max(80, "Ydelsen må højst være 80 tegn"),
    /** As typed; "" = no fixed price (the how-it-is-calculated text is shown instead). */
    price: z.string().trim().max(20, "Skriv prisen som et beløb, f.eks. 495"),
    vat: z.enum(["inkl", "ekskl"], "Vælg om prisen er inkl. eller ekskl. moms"),
    unit: z.enum(PRICE_UNITS, "Vælg en enhed fra listen"),
    from: z.boolean(),
  })
  .transform((row, ctx) => {
    const amount = row.price === "" ? null : parseAmount(row.price);
    if (row.price !== "" && (amount === null || amount <= 0 || amount > 10_000_000)) {
      ctx.addIssue({
        code: "custom",
        path: ["price"],
        message: "Skriv prisen som et beløb i kroner, f.eks. 495 eller 1.250,50",
      });
      return z.NEVER;
    }
    return {
      service: row.service,
      unit: row.unit,
      from: row.from,
      /** Always incl. moms. */
      priceIncl: amount === null ? null : row.vat === "ekskl" ? withVat(amount) : amount,
      /** Kept so the editor can say "omregnet fra ekskl. moms". */
      convertedFromExcl: amount !== null && row.vat === "ekskl",
    };
  });
export type PriceRow = z.output<typeof rowSchema>;

export const priserFormSchema = z
  .object({
    enabled: z.boolean(),
    /** The owner's intro; "" = the trade's default (app/content/section-texts/priser.ts). */
    intro: z.string().trim().max(600, "Teksten må højst være 600 tegn").default(""),
    rows: z.array(rowSchema).max(MAX_PRICE_ROWS, `Højst ${MAX_PRICE_ROWS} priser`),
    /** How a price is calculated; "" = the trade's default wording, which always says it. */
    noPriceText: z.string().trim().max(600, "Teksten må højst være 600 tegn"),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.rows.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["rows"],
        message: "Skriv mindst én pris, før I viser prislisten",
      });
    const own = value.noPriceText;
    if (value.rows.some((row) => row.priceIncl === null) && own !== "" && own.length < 40)
      ctx.addIssue({
        code: "custom",
        path: ["noPriceText"],
        message: "Skriv hvordan prisen beregnes, når en ydelse ikke har en fast pris (mindst 40 tegn)",
      });
  });
export type PriserData = z.output<typeof priserFormSchema>;

export function defaultPriser(): PriserData {
  return { enabled: false, intro: "", rows: [], noPriceText: "" };
}

/** schema.org priceRange from the list: "450-1.250 kr." (incl. moms), or null without prices. */
export function priceRange(rows: readonly PriceRow[]): string | null {
  const prices = rows.map((row) => row.priceIncl).filter((p): p is number => p !== null);
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const fmt = (n: number) => formatKroner(n).replace(/ kr\.$/, "");
  return min === max ? `${fmt(min)} kr.` : `${fmt(min)}-${fmt(max)} kr.`;
}
