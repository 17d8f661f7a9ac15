import type { NavLink } from "~/content/types";

/** Facts about the product itself, shared by every marketing page. */

export const productName = "Håndværkernet";

/** The domain as people read and type it; routing uses the punycode form. */
export const productDomain = "håndværkernet.dk";
export const productDomainAscii = "xn--hndvrkernet-x8aq.dk";

/** How a free subdomain looks, for explanations. */
export const subdomainExample = `firmanavn.${productDomain}`;

export const supportEmail = `support@${productDomain}`;
/** mailto: with the ASCII form, which every mail client accepts. */
export const supportEmailHref = `mailto:support@${productDomainAscii}`;

/**
 * What an owner creates at the domain registrar for an own domain: the records that
 * app/server/domains/domain-records.ts computes (a test keeps the two in step).
 */
export const OWN_DOMAIN_RECORD_COUNT = 3;
export const ownDomainRecordsText = "tre DNS-records: to A-records (domænet og www) og én TXT-record";

export const PRICE_PER_MONTH_KR = 249;
export const TRIAL_DAYS = 90;
export const TRIAL_MONTHS = 3;
export const MAX_IMAGES = 15;
export const THEME_COUNT = 20;
export const AI_GENERATIONS_PER_DAY = 5;

/** Also the call to action of the sticky header. */
export const onboardingLink: NavLink = { href: "/onboarding", label: "Opret hjemmeside" };

export const loginLink: NavLink = { href: "/admin", label: "Log ind" };

/** Sticky header of the public layout (SPEC §2), with the way in for owners who already have a site. */
export const headerLinks: NavLink[] = [
  { href: "/funktioner", label: "Funktioner" },
  { href: "/kontakt", label: "Kontakt" },
  loginLink,
];

export const mobileMenuLabel = "Menu";

/** Footer of the public layout, in the order SPEC §2 lists them. */
export const footerLinks: NavLink[] = [
  { href: "/om", label: "Om os" },
  { href: "/funktioner", label: "Funktioner" },
  { href: "/onboarding", label: "Opret hjemmeside" },
  { href: "/faq", label: "Ofte stillede spørgsmål" },
  { href: "/hvorfor-hjemmeside-haandvaerker", label: "Hvorfor en hjemmeside?" },
  { href: "/blog", label: "Blog" },
];

/** Second footer row: the pages a visitor looks for at the bottom of any site. */
export const footerSecondaryLinks: NavLink[] = [
  { href: "/hvad-er-med-i-prisen", label: "Hvad får du med i prisen" },
  { href: "/kontakt", label: "Kontakt" },
  { href: "/privacy", label: "Privatlivspolitik" },
  loginLink,
];

export const footerTagline = "Hjemmesider til danske håndværkere – lavet ud fra dit CVR-nummer på et minut.";

export const footerTradesHeading = "Hjemmeside til din branche";
