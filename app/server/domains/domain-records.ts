/**
 * The DNS records an owner adds to serve the site on an own domain (docs/decisions: own domains):
 * an A record for the domain (and for www.) pointing at DNS_A_RECORD, and a TXT record
 * `_haandvaerkernet.<domain>` = `haandvaerkernet-verify=<token>` proving the owner controls the domain.
 * A TXT record on its own name never collides with the domain's other TXT records (SPF and the like).
 */
import type { DomainRecords } from "~/schemas/domain";

export type { DomainRecords };

const VERIFICATION_RECORD_LABEL = "_haandvaerkernet";
const VERIFICATION_VALUE_PREFIX = "haandvaerkernet-verify=";

export function domainRecords(domain: string, token: string, aRecord: string): DomainRecords {
  return {
    a: [
      { name: domain, value: aRecord },
      { name: `www.${domain}`, value: aRecord },
    ],
    txt: { name: `${VERIFICATION_RECORD_LABEL}.${domain}`, value: `${VERIFICATION_VALUE_PREFIX}${token}` },
  };
}
