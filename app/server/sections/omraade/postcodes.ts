import rows from "./postnumre.json";

/** A Danish postcode: its number, its town name and a centre point on land (SOURCE.md). */
export type Postcode = { nr: string; name: string; lat: number; lon: number };

// The list ships with the app (SOURCE.md beside it); parsed once per process.
const BY_NUMBER: ReadonlyMap<string, Postcode> = new Map(
  (rows as Array<[string, string, number, number]>).map(([nr, name, lat, lon]) => [
    nr,
    { nr, name, lat, lon },
  ]),
);

/** The postcode with this number ("8000"), or null when Denmark has no such postcode area. */
export function findPostcode(nr: string): Postcode | null {
  return BY_NUMBER.get(nr.trim()) ?? null;
}

/** Every postcode of the shipped list (tests check each row). */
export function allPostcodes(): Postcode[] {
  return [...BY_NUMBER.values()];
}

/** How many postcodes the shipped list holds (tests prove it is the full list). */
export function postcodeCount(): number {
  return BY_NUMBER.size;
}

/** The postcodes whose town name is `name` (case-insensitive): "Aarhus C" → 8000. */
export function findPostcodesByName(name: string): Postcode[] {
  const wanted = name.trim().toLocaleLowerCase("da");
  return [...BY_NUMBER.values()].filter((postcode) => postcode.name.toLocaleLowerCase("da") === wanted);
}
