/**
 * Danish phone numbers as Danes write them (issue 22): eight digits in pairs, "75 82 12 34", with or
 * without a leading +45/0045 ("+45 75 82 12 34"). Anything else (foreign numbers, short numbers like
 * 112 or 1813, text) is returned trimmed but otherwise as the owner typed it: we never guess.
 * One pure function, used on customer sites and usable in the admin and in mails.
 */
export function formatDanishPhone(phone: string): string {
  const trimmed = phone.trim();
  const compact = trimmed.replace(/[\s\-.()/]/g, "");
  const match = /^(\+45|0045)?(\d{8})$/.exec(compact);
  if (!match) return trimmed;
  const pairs = match[2]!.replace(/(\d{2})(?=\d)/g, "$1 ");
  return match[1] ? `+45 ${pairs}` : pairs;
}
