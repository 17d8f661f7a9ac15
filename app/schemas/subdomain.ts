/**
 * The rules for a subdomain the owner chooses (issue 23), shared by the settings form and the server.
 * Sign-up makes subdomains from the company name within the same rules (app/lib/naming.ts,
 * app/server/onboarding/choose-subdomain.server.ts), and neither may take a reserved name.
 */

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 30;

/** Names that must stay ours on every host (mail, technical hosts, product words). */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  "www",
  "admin",
  "api",
  "app",
  "mail",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "ns1",
  "ns2",
  "dns",
  "cdn",
  "static",
  "media",
  "assets",
  "status",
  "support",
  "help",
  "hjaelp",
  "kontakt",
  "blog",
  "docs",
  "dev",
  "test",
  "staging",
  "demo",
  "login",
  "konto",
  "onboarding",
  "haandvaerkernet",
]);

export const SUBDOMAIN_TAKEN = "Adressen er optaget. Vælg en anden.";

export type SubdomainCheck = { ok: true; subdomain: string } | { ok: false; message: string };

/** The owner's typed address, trimmed and lower-cased, or the Danish reason it cannot be used. */
export function parseSubdomain(input: unknown): SubdomainCheck {
  const subdomain = String(input ?? "")
    .trim()
    .toLowerCase();
  if (subdomain === "") return { ok: false, message: "Skriv den nye adresse" };
  if (!/^[a-z0-9-]+$/.test(subdomain)) {
    return {
      ok: false,
      message: "Brug kun bogstaverne a-z, tal og bindestreg (ikke æ, ø, å eller mellemrum)",
    };
  }
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH || subdomain.length > SUBDOMAIN_MAX_LENGTH) {
    return {
      ok: false,
      message: `Adressen skal være mellem ${SUBDOMAIN_MIN_LENGTH} og ${SUBDOMAIN_MAX_LENGTH} tegn`,
    };
  }
  if (subdomain.startsWith("-") || subdomain.endsWith("-")) {
    return { ok: false, message: "Adressen må ikke starte eller slutte med bindestreg" };
  }
  // "xn--" names are punycode: they would show as another name in the address bar.
  if (subdomain.includes("--")) return { ok: false, message: "Adressen må ikke have to bindestreger i træk" };
  if (RESERVED_SUBDOMAINS.has(subdomain))
    return { ok: false, message: "Den adresse er reserveret. Vælg en anden." };
  return { ok: true, subdomain };
}
