/**
 * The one form a redirect's outside target is stored and followed in: the parsed, percent-encoded
 * href of an https URL with a dotted host and no userinfo (`https://site.dk@evil.example` reads as the
 * product's own address but leads elsewhere). Line breaks are dropped and characters above U+007F
 * encoded by the URL parser, so the value is always a valid Location header. null for anything else.
 */
export function safeRedirectUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !url.hostname.includes(".")) return null;
  if (url.username !== "" || url.password !== "") return null;
  // The parser percent-encodes path, query and fragment; this refuses anything it let through raw.
  if (!/^[\x21-\x7e]+$/.test(url.href)) return null;
  return url.href;
}
