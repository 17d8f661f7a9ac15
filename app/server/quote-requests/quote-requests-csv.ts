import type { QuoteStatus, QuoteTiming } from "~/db/schema/quote-requests";
import { QUOTE_STATUS_LABELS, QUOTE_TIMING_OPTIONS } from "~/schemas/quote-request";

type CsvRow = {
  createdAt: Date;
  name: string;
  phone: string;
  email: string;
  address: string;
  timing: QuoteTiming;
  status: QuoteStatus;
  description: string;
  note: string;
  photos: unknown[];
};

const HEADER = [
  "Modtaget",
  "Navn",
  "Telefon",
  "E-mail",
  "Adresse",
  "Hvornår",
  "Status",
  "Beskrivelse",
  "Note",
  "Billeder",
];

const danishTime = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  dateStyle: "short",
  timeStyle: "short",
});

/** One cell: quoted, and a leading = + - @ made harmless so a spreadsheet never runs it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The requests as CSV that Danish Excel opens by double-click: UTF-8 with a byte-order mark, ";" between
 * cells (Danish Excel's list separator), CRLF line ends, times in Danish time.
 */
export function quoteRequestsCsv(rows: CsvRow[]): string {
  const lines = [HEADER.map(cell).join(";")];
  for (const row of rows) {
    lines.push(
      [
        danishTime.format(row.createdAt),
        row.name,
        row.phone,
        row.email,
        row.address,
        QUOTE_TIMING_OPTIONS.find((option) => option.value === row.timing)?.label ?? row.timing,
        QUOTE_STATUS_LABELS[row.status],
        row.description,
        row.note,
        String(row.photos.length),
      ]
        .map(cell)
        .join(";"),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
