/**
 * Finds a Danish phone number and an e-mail address in a page. Links (tel:, mailto:) are trusted
 * first; free text is read carefully, because a page is full of other eight-digit numbers (CVR
 * numbers, bank accounts, dates) that must not end up as the company's phone number.
 */

/** "+45 75 82 12 34" from any spelling of a Danish subscriber number; null if it is not one. */
export function normalizeDanishPhone(input: string): string | null {
  let digits = input.replace(/[^\d+]/g, "");
  if (digits.startsWith("+45")) digits = digits.slice(3);
  else if (digits.startsWith("0045")) digits = digits.slice(4);
  else if (digits.length === 10 && digits.startsWith("45")) digits = digits.slice(2);
  // Danish subscriber numbers are eight digits and never start with 0 or 1 (those are service codes).
  if (!/^[2-9]\d{7}$/.test(digits)) return null;
  return `+45 ${digits.replace(/(\d{2})(?=\d)/g, "$1 ")}`;
}

export function phoneFromTelLink(href: string): string | null {
  return /^tel:/i.test(href.trim()) ? normalizeDanishPhone(safeDecode(href.trim().slice(4))) : null;
}

// Eight digits grouped 2-2-2-2 with one consistent separator (or none), or 4-4, optionally after +45/0045.
const PHONE_IN_TEXT =
  /(?<![\d+])((?:\+|00)45[ .-]?)?([2-9]\d([ .-]?)\d{2}\3\d{2}\3\d{2}|[2-9]\d{3}[ .-]\d{4})(?![ .-]?\d)/g;
const PHONE_WORDS = /(tlf|telefon|tel|mobil|mob|ring|phone|fon|kontakt|☎|📞)[^\d]{0,25}$/i;
const NOT_PHONE_WORDS = /\b(cvr|se|reg|konto|kto|ordre|faktura|sag)[-\s.:nr]{0,12}$/i;

export function phoneFromText(text: string): string | null {
  for (const match of text.matchAll(PHONE_IN_TEXT)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 30), match.index);
    if (NOT_PHONE_WORDS.test(before)) continue;
    const hasCountryCode = match[1] !== undefined;
    const grouped = /[ .-]/.test(match[2] ?? "");
    // A bare run of eight digits is only a phone number when the text says so.
    if (!hasCountryCode && !grouped && !PHONE_WORDS.test(before)) continue;
    const phone = normalizeDanishPhone(match[0]);
    if (phone) return phone;
  }
  return null;
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}/gi;
/** Image names like logo@2x.png look like addresses; placeholder and tracker domains are not the company. */
const NOT_EMAIL_DOMAIN =
  /\.(png|jpe?g|gif|svg|webp|avif|css|js)$|(^|\.)(example\.(com|dk|org)|sentry\.io|wixpress\.com)$/i;

export function emailFromMailtoLink(href: string): string | null {
  const trimmed = href.trim();
  if (!/^mailto:/i.test(trimmed)) return null;
  const address = safeDecode(trimmed.slice(7).split("?")[0] ?? "").split(",")[0] ?? "";
  return validEmail(address.trim());
}

export function emailFromText(text: string): string | null {
  for (const match of text.matchAll(EMAIL)) {
    const email = validEmail(match[0]);
    if (email) return email;
  }
  return null;
}

function validEmail(candidate: string): string | null {
  const email = candidate.toLowerCase();
  if (!/^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,24}$/.test(email)) return null;
  const domain = email.slice(email.indexOf("@") + 1);
  return NOT_EMAIL_DOMAIN.test(domain) ? null : email;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
