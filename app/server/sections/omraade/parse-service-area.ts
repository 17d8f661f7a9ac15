import { findPostcode, findPostcodesByName, type Postcode } from "./postcodes";

/** At most this many postcodes: a service area, not the whole country. */
export const SERVICE_AREA_MAX = 60;

export type ServiceAreaResult = { ok: true; postcodes: Postcode[] } | { ok: false; error: string };

/**
 * The owner's list of towns and postcodes ("8000, 8200 Aarhus N, Risskov"), one entry per comma or
 * line, checked against the shipped postcode list: a number must exist (a name after it must be its
 * name), a town name alone must name exactly one postcode. Duplicates are dropped, the order kept.
 */
export function parseServiceArea(input: string): ServiceAreaResult {
  const entries = input
    .split(/[,;\n]/)
    .map((entry) => entry.replace(/\s+/g, " ").trim())
    .filter((entry) => entry !== "");
  const found = new Map<string, Postcode>();
  for (const entry of entries) {
    const match = /^(\d{4})(?:\s+(.+))?$/.exec(entry);
    if (match) {
      const postcode = findPostcode(match[1]!);
      if (!postcode) return { ok: false, error: `${match[1]} er ikke et dansk postnummer` };
      if (match[2] && match[2].toLocaleLowerCase("da") !== postcode.name.toLocaleLowerCase("da")) {
        return {
          ok: false,
          error: `${match[1]} hedder ${postcode.name}, ikke ${match[2]}. Ret navnet, eller skriv kun postnummeret`,
        };
      }
      found.set(postcode.nr, postcode);
      continue;
    }
    if (/\d/.test(entry)) {
      return { ok: false, error: `"${entry}" er ikke et postnummer. Skriv 4 cifre, f.eks. 8000` };
    }
    const byName = findPostcodesByName(entry);
    if (byName.length === 0) {
      return { ok: false, error: `Vi kender ikke byen "${entry}". Skriv postnummeret, f.eks. 8000` };
    }
    if (byName.length > 1) {
      return {
        ok: false,
        error: `"${entry}" har flere postnumre (${byName
          .slice(0, 3)
          .map((p) => p.nr)
          .join(", ")}${byName.length > 3 ? " …" : ""}). Skriv postnummeret`,
      };
    }
    found.set(byName[0]!.nr, byName[0]!);
  }
  if (found.size > SERVICE_AREA_MAX) {
    return { ok: false, error: `Højst ${SERVICE_AREA_MAX} postnumre` };
  }
  return { ok: true, postcodes: [...found.values()] };
}

/** The stored list as the owner edits it: "8000 Aarhus C, 8200 Aarhus N". */
export function serviceAreaText(postcodes: readonly string[]): string {
  return postcodes
    .map((nr) => findPostcode(nr))
    .filter((postcode): postcode is Postcode => postcode !== null)
    .map((postcode) => `${postcode.nr} ${postcode.name}`)
    .join(", ");
}
