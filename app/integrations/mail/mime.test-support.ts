/**
 * Just enough MIME decoding for the mail tests to read what a real mail client would show: headers with
 * RFC 2047 encoded words, and the text/plain and text/html parts in quoted-printable or base64.
 */
export type ParsedMail = { headers: Map<string, string>; text: string; html: string };

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(data: string): string {
  const bytes = data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const parts = { text: "", html: "" };

  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  const sections = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [`${[...headers].map(([key, value]) => `${key}: ${value}`).join("\r\n")}\r\n\r\n${body}`];
  for (const section of sections) {
    const trimmed = section.replace(/^\r\n/, "");
    const end = trimmed.indexOf("\r\n\r\n");
    const partHeaders = parseHeaders(trimmed.slice(0, end));
    const content = decodeBody(partHeaders, trimmed.slice(end + 4)).replace(/\r\n$/, "");
    const type = partHeaders.get("content-type") ?? "";
    if (type.startsWith("text/plain")) parts.text = content.replaceAll("\r\n", "\n");
    if (type.startsWith("text/html")) parts.html = content;
  }
  return { headers, ...parts };
}
