import { MAX_QUOTES } from "./anmeldelser";
import { field } from "./form-fields";

/**
 * The editor's fields → the shape anmeldelserFormSchema checks. A quote slot left wholly empty is
 * dropped; one filled in part stays, so its missing fields get their own message.
 */
export function readAnmeldelserForm(form: FormData) {
  const quotes = [];
  for (let i = 0; i < MAX_QUOTES; i++) {
    const quote = {
      name: field(form, `quotes-${i}-name`),
      town: field(form, `quotes-${i}-town`),
      text: field(form, `quotes-${i}-text`),
      date: field(form, `quotes-${i}-date`),
      rating: field(form, `quotes-${i}-rating`),
    };
    if (!quote.name && !quote.town && !quote.text && !quote.date && !quote.rating) continue;
    quotes.push({ ...quote, rating: quote.rating === "" ? null : Number(quote.rating) });
  }
  return {
    enabled: form.get("enabled") === "on",
    intro: field(form, "intro"),
    links: {
      google: field(form, "links-google"),
      trustpilot: field(form, "links-trustpilot"),
      anmeldHaandvaerker: field(form, "links-anmeldHaandvaerker"),
    },
    trustpilotAfs: field(form, "trustpilotAfs"),
    quotes,
    check: field(form, "check"),
  };
}
