import { expect, it } from "vitest";
import {
  isValidCvr,
  isValidWebsiteAddress,
  normalizeCustomDomain,
  normalizeCvr,
  slugFromName,
  subdomainFromName,
} from "./naming";

/** Every case of the pure naming rules: the function, what it is given and what it answers. */
const CASES: [(input: string) => unknown, string, unknown][] = [
  [normalizeCvr, "62601817", "62601817"],
  [normalizeCvr, " 6260 1817 ", "62601817"],
  [normalizeCvr, "DK-62601817", "62601817"],
  [normalizeCvr, "626018171234", "62601817"],
  [normalizeCvr, "abc", ""],
  // A CVR number is exactly eight digits.
  [isValidCvr, "62601817", true],
  [isValidCvr, "6260181", false],
  [isValidCvr, "626018170", false],
  [isValidCvr, "6260 1817", false],
  [isValidCvr, "", false],
  [subdomainFromName, "Hansen Tømrer & Snedker ApS", "hansentoemrersnedkeraps"],
  [subdomainFromName, "  Murerfirma Søren Østergaard  ", "murerfirmasoerenoestergaard"],
  [subdomainFromName, "Ålborg Maler-Æsel", "aalborgmaleraesel"],
  [subdomainFromName, "Café Müller ÉÜ", "cafemullereu"],
  [subdomainFromName, "Straße 7", "strasse7"],
  // Never more than 30 characters; "firma" when nothing usable is left.
  [subdomainFromName, "Meget Langt Firmanavn Med Mange Ord ApS", "megetlangtfirmanavnmedmangeord"],
  [subdomainFromName, "å".repeat(40), "a".repeat(30)],
  [subdomainFromName, "", "firma"],
  [subdomainFromName, " & — ", "firma"],
  [slugFromName, "Om os", "om-os"],
  [slugFromName, "Forside", "forside"],
  [slugFromName, "Tag & Facader", "tag-facader"],
  [slugFromName, "  Vores ydelser!  ", "vores-ydelser"],
  [slugFromName, "Køkken -- Bad", "koekken-bad"],
  [slugFromName, "Små Opgaver på Ærø", "smaa-opgaver-paa-aeroe"],
  [slugFromName, "Renovering 2024", "renovering-2024"],
  [slugFromName, "Crème brûlée", "creme-brulee"],
  // "side" when nothing usable is left.
  [slugFromName, "", "side"],
  [slugFromName, "!!! ???", "side"],
  [normalizeCustomDomain, "", null],
  [normalizeCustomDomain, "localhost", null],
  [normalizeCustomDomain, "hansen", null],
  [normalizeCustomDomain, "ftp://hansen.dk", null],
  [normalizeCustomDomain, "hansen .dk", null],
  [normalizeCustomDomain, "a..dk", null],
  [normalizeCustomDomain, "192.168.1.1", null],
  [normalizeCustomDomain, "user@hansen.dk:x", null],
  [isValidWebsiteAddress, "hansen-toemrer.dk", true],
  [isValidWebsiteAddress, "www.hansen-toemrer.dk", true],
  [isValidWebsiteAddress, "https://hansen-toemrer.dk", true],
  [isValidWebsiteAddress, "http://hansen-toemrer.dk/om-os?x=1", true],
  [isValidWebsiteAddress, "  hansen.dk  ", true],
  [isValidWebsiteAddress, "vvs-ørsted.dk", true],
  [isValidWebsiteAddress, "", false],
  [isValidWebsiteAddress, "hansen", false],
  [isValidWebsiteAddress, "hansen.", false],
  [isValidWebsiteAddress, "hansen.d", false],
  [isValidWebsiteAddress, "mailto:a@hansen.dk", false],
  [isValidWebsiteAddress, "javascript:alert(1)", false],
  [isValidWebsiteAddress, "ftp://hansen.dk", false],
  [isValidWebsiteAddress, "hansen toemrer.dk", false],
  [isValidWebsiteAddress, "http://10.0.0.1", false],
  [isValidWebsiteAddress, "-hansen.dk", false],
];

it.each(CASES.map(([rule, input, expected]) => ({ name: rule.name, rule, input, expected })))(
  "$name($input) = $expected",
  ({ rule, input, expected }) => {
    expect(rule(input)).toEqual(expected);
  },
);

// A custom domain: https:// added when missing, the host lower-cased, path and trailing dot dropped,
// Danish letters punycoded.
it.each([
  ["Hansen-Toemrer.DK", "https://hansen-toemrer.dk", "hansen-toemrer.dk"],
  ["http://www.hansen.dk./om-os", "http://www.hansen.dk", "www.hansen.dk"],
  ["håndværkernet.dk", "https://xn--hndvrkernet-x8aq.dk", "xn--hndvrkernet-x8aq.dk"],
])("normalizeCustomDomain(%j) = %j", (input, url, host) => {
  expect(normalizeCustomDomain(input)).toEqual({ url, host });
});
