import { field, numberedRows, sectionHead } from "./form-fields";
import { MAX_PRICE_ROWS } from "./priser";

/** The editor's fields → the shape priserFormSchema checks; wholly empty rows are dropped. */
export function readPriserForm(form: FormData) {
  const rows = numberedRows(form, "rows", MAX_PRICE_ROWS, ["service", "price", "vat", "unit", "from"])
    .filter((row) => row.service || row.price)
    .map((row) => ({ ...row, vat: row.vat || "inkl", from: row.from === "on" }));
  return { ...sectionHead(form), rows, noPriceText: field(form, "noPriceText") };
}
