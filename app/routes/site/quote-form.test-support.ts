import type { QuoteFields } from "../../../tests/setup/quote-form";

/** A "Få et tilbud" request every check of the form accepts; tests change one field to see a refusal. */
export const VALID_QUOTE = {
  name: "Mette Hansen",
  phone: "+45 20 30 40 50",
  email: "mette@example.dk",
  address: "Hovedgaden 1, 8000 Aarhus C",
  description: "Vores terrasse skal skiftes, ca. 25 m² i lærk.",
  timing: "month",
} satisfies QuoteFields;
