/**
 * A name the owner will recognise in the device list, from the browser's own description. The page's
 * loader fills it in from the request's User-Agent, so the field has it before any JavaScript runs and
 * nothing replaces what the owner types while the page is still loading.
 */
export function guessDeviceName(userAgent: string): string {
  if (/iPhone/.test(userAgent)) return "iPhone";
  if (/iPad/.test(userAgent)) return "iPad";
  if (/Android/.test(userAgent)) return "Android-telefon";
  if (/Windows/.test(userAgent)) return "Windows-computer";
  if (/Macintosh/.test(userAgent)) return "Mac";
  return "Min enhed";
}
