import { MAX_QUOTES } from "./anmeldelser";
import { field, fieldGroup, numberedRows, sectionHead } from "./form-fields";

/**
 * The editor's fields → the shape anmeldelserFormSchema checks. A quote slot left wholly empty is
 * dropped; one filled in part stays, so its missing fields get their own message.
 */
export function readAnmeldelserForm(form: FormData) {
  const quotes = numberedRows(form, "quotes", MAX_QUOTES, ["name", "town", "text", "date", "rating"])
    .filter((quote) => Object.values(quote).some(Boolean))
    .map((quote) => ({ ...quote, rating: quote.rating === "" ? null : Number(quote.rating) }));
  return {
    ...sectionHead(form),
    links: fieldGroup(form, "links", ["google", "trustpilot", "anmeldHaandvaerker"]),
    trustpilotAfs: field(form, "trustpilotAfs"),
    quotes,
    check: field(form, "check"),
  };
}
