import type { QuoteFields } from "../../../tests/setup/quote-form";

export const VINDUER: QuoteFields = {
  name: "Mette Hansen",
  phone: "20 30 40 50",
  email: "mette@example.dk",
  address: "Kirkegade 4, 7100 Vejle",
  description: "Vinduer i stuen. Tre gamle termoruder skal skiftes, helst før jul.",
  timing: "month",
};
