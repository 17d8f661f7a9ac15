import type { AuthorisationArea, RegisterEntry, RegisterSnapshot } from "./types";

/**
 * Parses the register file of authorised companies. Format (docs/architecture.md, "Autorisation"):
 * semicolon-separated UTF-8 text (an optional BOM), one header line naming at least the columns
 * CVR-nummer; Virksomhedsnavn; Autorisationsnummer; Autorisationsområde; Status, then one line per
 * authorisation. Quoted fields ("...;...") are allowed. The whole file is refused (throws) when the
 * header lacks a column or any line is broken: a half-read or truncated file must never replace a
 * good copy, or every company behind the break would suddenly look unauthorised.
 */
export class RegisterFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RegisterFormatError";
  }
}

const COLUMNS = {
  cvr: "cvr-nummer",
  companyName: "virksomhedsnavn",
  number: "autorisationsnummer",
  area: "autorisationsområde",
  status: "status",
} as const;

const AREAS: Record<string, AuthorisationArea> = {
  el: "el",
  elinstallatør: "el",
  elinstallation: "el",
  vvs: "vvs",
  "vvs-installatør": "vvs",
  kloak: "kloak",
  kloakmester: "kloak",
  gas: "gas",
  "gas-installatør": "gas",
};

const STATUSES: Record<string, RegisterEntry["status"]> = {
  aktiv: "active",
  gyldig: "active",
  inddraget: "withdrawn",
  frakendt: "withdrawn",
  suspenderet: "withdrawn",
  ophørt: "ended",
};

export function parseRegister(text: string, fetchedAt = new Date()): RegisterSnapshot {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  const header = lines.shift();
  if (!header) throw new RegisterFormatError("empty file");
  const names = splitLine(header).map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => [key, names.indexOf(name)]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = Object.entries(index).filter(([, at]) => at < 0);
  if (missing.length > 0) {
    throw new RegisterFormatError(
      `missing column(s): ${missing.map(([key]) => COLUMNS[key as keyof typeof COLUMNS]).join(", ")}`,
    );
  }
  if (lines.length === 0) throw new RegisterFormatError("no rows");

  const entries: RegisterEntry[] = lines.map((line, i) => {
    const cells = splitLine(line).map((cell) => cell.trim());
    const at = (key: keyof typeof COLUMNS) => cells[index[key]] ?? "";
    if (cells.length !== names.length) throw new RegisterFormatError(`line ${i + 2}: ${cells.length} cells`);
    const cvr = at("cvr").replace(/\s/g, "");
    const area = AREAS[at("area").toLowerCase()];
    const status = STATUSES[at("status").toLowerCase()];
    const number = normaliseAuthorisationNumber(at("number"));
    if (!/^\d{8}$/.test(cvr) || !area || !status || !number) {
      throw new RegisterFormatError(`line ${i + 2}: unreadable row`);
    }
    return { cvr, companyName: at("companyName"), number, area, status };
  });

  const byCvr = new Map<string, RegisterEntry[]>();
  for (const entry of entries) byCvr.set(entry.cvr, [...(byCvr.get(entry.cvr) ?? []), entry]);
  return { entries, byCvr, fetchedAt };
}

/** Authorisation numbers compare without spaces, dots and dashes ("12 345" = "12345"). */
export function normaliseAuthorisationNumber(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

/** Splits one semicolon-separated line; a quoted cell may hold semicolons and "" for a quote. */
function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ";") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  if (quoted) throw new RegisterFormatError("unterminated quote");
  cells.push(cell);
  return cells;
}
