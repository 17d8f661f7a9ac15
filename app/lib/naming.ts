/**
 * Naming rules from SPEC §5: CVR input, subdomains, page slugs, custom domains and the existing-website
 * address on the onboarding form. Pure functions with no server imports: the browser runs them too.
 */

const CVR_LENGTH = 8;
const SUBDOMAIN_MAX_LENGTH = 30;

/** Strips everything but digits (spaces, dashes, "DK" prefixes) and keeps at most 8 digits. */
export function normalizeCvr(input: string): string {
  return input.replace(/\D/g, "").slice(0, CVR_LENGTH);
}

/** True for exactly 8 digits and nothing else; run normalizeCvr first on user input. */
export function isValidCvr(input: string): boolean {
  return /^\d{8}$/.test(input);
}

/**
 * Lower-cases and spells the Danish letters the Danish way (æ→ae, ø→oe, å→aa) before folding other
 * diacritics (é→e, ü→u): NFD would otherwise turn å into a plain "a" and lose the Danish spelling.
 */
function foldLetters(input: string): string {
  return input
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "oe")
    .replace(/å/g, "aa")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** SPEC §5 subdomain: folded letters, only a-z0-9, at most 30 characters; "firma" when nothing is left. */
export function subdomainFromName(name: string): string {
  const subdomain = foldLetters(name.trim())
    .replace(/[^a-z0-9]/g, "")
    .slice(0, SUBDOMAIN_MAX_LENGTH);
  return subdomain === "" ? "firma" : subdomain;
}

/** SPEC §5 page slug: anything but a-z0-9 becomes a hyphen, runs collapsed, edges trimmed; "side" when empty. */
export function slugFromName(name: string): string {
  const slug = foldLetters(name)
    .replace(/[^a-z0-9-]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return slug === "" ? "side" : slug;
}

const HOSTNAME_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Parses what a visitor typed as a web address into a URL, adding a scheme when there is none.
 * Returns null for anything that is not an http(s) address with a multi-label DNS name.
 */
function parseWebAddress(input: string, defaultScheme: "https://" | "http://"): URL | null {
  const trimmed = input.trim();
  if (trimmed === "" || /\s/.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `${defaultScheme}${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  const labels = url.hostname.replace(/\.$/, "").split(".");
  if (labels.length < 2 || !labels.every((label) => HOSTNAME_LABEL.test(label))) return null;
  // The top-level part must be a real TLD shape (letters or punycode), which also rules out IPv4 literals.
  const tld = labels.at(-1) ?? "";
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return null;
  return url;
}

export type CustomDomain = { url: string; host: string };

/**
 * SPEC §5 custom domain: https:// is added when missing and the hostname must contain a dot, otherwise
 * the value is invalid (null) and ignored. The host comes back lower-cased and punycoded (håndværkernet.dk
 * → xn--hndvrkernet-x8aq.dk) without a trailing dot; the url is the site's root on that host.
 */
export function normalizeCustomDomain(input: string): CustomDomain | null {
  const url = parseWebAddress(input, "https://");
  if (!url) return null;
  const host = url.hostname.replace(/\.$/, "");
  return { url: `${url.protocol}//${host}`, host };
}

/** SPEC §5 existing website: an http(s) URL or a bare domain with a top-level part ("hansen-toemrer.dk"). */
export function isValidWebsiteAddress(input: string): boolean {
  return parseWebAddress(input, "http://") !== null;
}
