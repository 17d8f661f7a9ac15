import { CsvError, parse } from "csv-parse/sync";
import type { AuthorisationArea, RegisterEntry, RegisterSnapshot } from "./types";

/**
 * Parses Sikkerhedsstyrelsen's register file of authorised companies ("Autorisationsregisteret som
 * CSV", docs/decisions/017-trust-sections.md has the source): semicolon-separated, every cell in
 * double quotes, one header line
 *   "VirkID";"NAVN";"ADRESSE1";"ADRESSE2";"ADRESSE3";"LANDKODE";"POSTNR";"POSTDST";"CVR";"AUTNR";"FORRETNINGSOMR"
 * then one line per authorisation, e.g.
 *   "CN20776498";"Kjellerup VVS Service A/S";...;"20776498";"VFUL-00107";"VVS-installatørvirksomhed"
 * It has no status column: the file lists current authorisations only.
 *
 * Tolerated because the file's encoding was not documented: UTF-8 with or without a BOM, or
 * Windows-1252; CRLF or LF; header names in any case; unquoted cells; the column order; a line break
 * inside a quoted cell (an address written on two lines). csv-parse reads the CSV itself. The whole
 * file is refused (throws) when a needed column is missing or any line is broken: a half-read or
 * truncated file must never replace a good copy, or every company behind the break would suddenly
 * look unauthorised.
 */
export class RegisterFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RegisterFormatError";
  }
}

const COLUMNS = { cvr: "cvr", companyName: "navn", autnr: "autnr" } as const;

/**
 * Which badge each authorisation type backs. Full authorisations (FUL) and side-business ones (FBI,
 * bibeskæftigelse) cover the whole area; a full VVS authorisation covers gas installations too.
 * Partial ones (EDBO, EDSC, VDVA, VDBO, VDBI, VDFG, VDFB, VDKX ...) back no badge: sik.dk says a
 * company with a delautorisation may not call itself "VVS-installatør".
 */
const TYPE_AREAS: Record<string, AuthorisationArea[]> = {
  EFUL: ["el"],
  EFBI: ["el"],
  VFUL: ["vvs", "gas"],
  VFBI: ["vvs", "gas"],
  KFUL: ["kloak"],
  KFBI: ["kloak"],
};

const AUTNR = /^([A-Z]{4})-?(\d{1,8})$/;

/** The file's bytes as text: UTF-8 (BOM stripped) when valid, else Windows-1252. */
export function decodeRegisterFile(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}

export function parseRegister(input: string | Uint8Array, fetchedAt = new Date()): RegisterSnapshot {
  const text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : decodeRegisterFile(input);
  const records = readRecords(text);
  const header = records.shift();
  if (!header) throw new RegisterFormatError("empty file");
  const names = header.record.map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => [key, names.indexOf(name)]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = Object.entries(index).filter(([, at]) => at < 0);
  if (missing.length > 0) {
    throw new RegisterFormatError(
      `missing column(s): ${missing.map(([key]) => COLUMNS[key as keyof typeof COLUMNS]).join(", ")}`,
    );
  }
  if (records.length === 0) throw new RegisterFormatError("no rows");

  const entries: RegisterEntry[] = records.map(({ record, line }) => {
    const cells = record.map((cell) => cell.trim());
    if (cells.length !== names.length) throw new RegisterFormatError(`line ${line}: ${cells.length} cells`);
    const at = (key: keyof typeof COLUMNS) => cells[index[key]] ?? "";
    const cvr = at("cvr").replace(/\s/g, "");
    const autnr = AUTNR.exec(at("autnr").replace(/\s/g, "").toUpperCase());
    if (!autnr || (cvr !== "" && !/^\d{8}$/.test(cvr))) {
      throw new RegisterFormatError(`line ${line}: unreadable row`);
    }
    const type = autnr[1] ?? "";
    return {
      cvr: cvr || null,
      companyName: at("companyName"),
      type,
      number: stripZeros(autnr[2] ?? ""),
      areas: TYPE_AREAS[type] ?? [],
    };
  });

  const byCvr = new Map<string, RegisterEntry[]>();
  for (const entry of entries) {
    if (entry.cvr) byCvr.set(entry.cvr, [...(byCvr.get(entry.cvr) ?? []), entry]);
  }
  return { entries, byCvr, fetchedAt };
}

/**
 * An authorisation number as an owner types it: "41234", "41 234", "EFUL-41234", "efUL 041234".
 * The type prefix is optional; the digits compare without leading zeros. Null when unreadable.
 */
export function parseTypedNumber(value: string): { type: string | null; number: string } | null {
  const match = /^([A-Z]{4})?(\d{1,8})$/.exec(value.replace(/[\s.-]/g, "").toUpperCase());
  if (!match) return null;
  return { type: match[1] ?? null, number: stripZeros(match[2] ?? "") };
}

function stripZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "");
}

/**
 * The file's records with the line each ends on, blank lines left out. Semicolon-separated; a
 * quoted cell may hold semicolons, line breaks and "" for a quote; a stray quote inside an unquoted
 * cell is kept as text. An unterminated quote refuses the whole file.
 */
function readRecords(text: string): Array<{ record: string[]; line: number }> {
  try {
    // csv-parse's types do not model `info: true`, which wraps each record with its position.
    const rows = parse(text, {
      delimiter: ";",
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return rows
      .filter(({ record }) => record.some((cell) => cell.trim() !== ""))
      .map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    if (error instanceof CsvError) throw new RegisterFormatError(error.message);
    throw error;
  }
}
