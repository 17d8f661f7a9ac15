/**
 * Turns the bytes of an HTML page into text. Many old Danish sites are still ISO-8859-1 /
 * Windows-1252, and reading them as UTF-8 would mangle every æ, ø and å. Order: byte-order mark,
 * the Content-Type header, a <meta> charset near the top, then UTF-8 if the bytes are valid UTF-8,
 * else Windows-1252.
 */
export function decodeHtmlBody(body: Uint8Array, contentType: string | undefined): string {
  const bom = bomCharset(body);
  const declared = bom ?? charsetFromContentType(contentType) ?? charsetFromMeta(body);
  if (declared) {
    const decoded = tryDecode(body, declared, false);
    if (decoded !== null) return decoded;
  }
  return tryDecode(body, "utf-8", true) ?? new TextDecoder("windows-1252").decode(body);
}

function bomCharset(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  return null;
}

function charsetFromContentType(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? "");
  return match?.[1] ?? null;
}

function charsetFromMeta(body: Uint8Array): string | null {
  // The charset name is ASCII, so reading the first bytes as Latin-1 is enough to find it.
  const head = new TextDecoder("latin1").decode(body.subarray(0, 4096));
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}

/** Decodes with the named charset; null for an unknown charset (or invalid bytes when fatal). */
function tryDecode(body: Uint8Array, charset: string, fatal: boolean): string | null {
  try {
    return new TextDecoder(charset, { fatal }).decode(body);
  } catch {
    return null;
  }
}
