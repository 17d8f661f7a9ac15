export type SniffedType = "jpeg" | "png" | "webp" | "gif" | "avif" | "svg" | "unknown";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * What a file is by its first bytes (magic numbers), never by its name or the browser's MIME type.
 * "svg" is reported so callers can say why it is refused: SVG is XML that can carry script.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return "png";
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(bytes, 8, 12)))
    return "avif";
  // Text that looks like SVG (possibly after a byte-order mark, whitespace, an XML prolog or comments).
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).toLowerCase();
  if (/<svg[\s>/]/.test(head) && /^\ufeff?\s*</.test(head)) return "svg";
  return "unknown";
}
