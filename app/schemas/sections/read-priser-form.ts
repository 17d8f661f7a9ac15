import { field } from "./form-fields";
import { MAX_PRICE_ROWS } from "./priser";

/** The editor's fields → the shape priserFormSchema checks; wholly empty rows are dropped. */
export function readPriserForm(form: FormData) {
  const rows = [];
  for (let i = 0; i < MAX_PRICE_ROWS; i++) {
    const row = {
      service: field(form, `rows-${i}-service`),
      price: field(form, `rows-${i}-price`),
      vat: field(form, `rows-${i}-vat`) || "inkl",
      unit: field(form, `rows-${i}-unit`),
      from: form.get(`rows-${i}-from`) === "on",
    };
    if (!row.service && !row.price) continue;
    rows.push(row);
  }
  return {
    enabled: form.get("enabled") === "on",
    intro: field(form, "intro"),
    rows,
    noPriceText: field(form, "noPriceText"),
  };
}
