/**
 * How long a subdomain a company left keeps answering 301 to its new one and stays out of everyone
 * else's reach: two years (docs/decisions/030-changing-the-subdomain.md). Printed addresses (van
 * lettering, business cards, old invoices) outlive a browser cache by far.
 */
export const OLD_SUBDOMAIN_KEPT_DAYS = 730;

/** At most this many left subdomains per company redirect at a time: no one can hoard names. */
export const MAX_OLD_SUBDOMAINS = 5;
