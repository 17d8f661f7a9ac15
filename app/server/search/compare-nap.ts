import type { NapValues } from "~/db/schema";
import type { NapDifference } from "~/schemas/search-presence";

/**
 * The NAP check (issue 26): name, address and phone as the site shows them, compared with the CVR
 * register and with what the owner says their Google Business Profile shows. Search engines trust a
 * firm whose name, address and phone are the same everywhere; each difference is listed in Danish.
 * Pure, so the rules are table-tested.
 */

/** Company forms the register adds to a name: a site or profile without them is the same name. */
const COMPANY_FORMS =
  /\b(aps|a\/s|as|i\/s|is|ivs|k\/s|ks|p\/s|ps|amba|a\.m\.b\.a|smba|enkeltmandsvirksomhed)$/;

export function sameName(a: string, b: string): boolean {
  const clean = (value: string) =>
    value
      .toLowerCase()
      .replace(/[.,&'"’]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(COMPANY_FORMS, "")
      .trim();
  return clean(a) === clean(b);
}

/** Street, number and postcode compared; spacing, commas, case and "Danmark" do not matter. */
export function sameAddress(a: string, b: string): boolean {
  const clean = (value: string) =>
    value
      .toLowerCase()
      .replace(/\b(danmark|denmark|dk)\b/g, " ")
      .replace(/[.,]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return clean(a) === clean(b);
}

/** The eight digits of a Danish number ("+45 12 34 56 78" and "12345678" are the same). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^00/, "");
  return digits.length === 10 && digits.startsWith("45") ? digits.slice(2) : digits;
}

const FIELD_LABELS = { name: "Navnet", address: "Adressen", phone: "Telefonnummeret" } as const;
const SOURCE_LABELS = { cvr: "i CVR-registret", google: "på din Google-virksomhedsprofil" } as const;

export function compareNap(input: {
  site: NapValues;
  cvr: NapValues | null;
  google: NapValues | null;
}): NapDifference[] {
  const differences: NapDifference[] = [];
  const sources = [
    ["cvr", input.cvr],
    ["google", input.google],
  ] as const;
  for (const field of ["name", "address", "phone"] as const) {
    const same = field === "name" ? sameName : field === "address" ? sameAddress : samePhone;
    const ours = input.site[field].trim();
    for (const [source, values] of sources) {
      const theirs = values?.[field].trim() ?? "";
      // A source that does not state the field says nothing about it (the register often has no phone).
      if (!values || !theirs) continue;
      const where = SOURCE_LABELS[source];
      if (!ours)
        differences.push({
          field,
          message: `${FIELD_LABELS[field]} mangler på hjemmesiden, men står ${where}: "${theirs}".`,
        });
      else if (!same(ours, theirs))
        differences.push({
          field,
          message: `${FIELD_LABELS[field]} på hjemmesiden ("${ours}") er ikke det samme som ${where} ("${theirs}").`,
        });
    }
  }
  return differences;
}

function samePhone(a: string, b: string): boolean {
  return phoneDigits(a) === phoneDigits(b);
}

/** A company's address as one line: "Vejnavn 1, 7100 Vejle". */
export function addressLine(parts: { address: string | null; zipcode: string | null; city: string | null }) {
  const town = [parts.zipcode, parts.city].filter(Boolean).join(" ");
  return [parts.address, town].filter(Boolean).join(", ");
}
