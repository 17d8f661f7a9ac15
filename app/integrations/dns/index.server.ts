import { env, unknownProvider } from "~/config/env.server";
import { type DnsOptions, type DomainLookup, lookupDomainRecords } from "./system.server";

export type { DnsOptions, DomainLookup } from "./system.server";

/**
 * Looks up a domain's A records and its verification TXT record with the provider DNS_PROVIDER names:
 * "system" asks real DNS servers (the system's, or `options.servers`); "offline" asks nobody and
 * answers that neither record exists, so a machine without network never marks a domain verified.
 */
export async function lookupDomain(
  aName: string,
  txtName: string,
  options: DnsOptions = {},
): Promise<DomainLookup> {
  const provider = env().DNS_PROVIDER;
  switch (provider) {
    case "system":
      return lookupDomainRecords(aName, txtName, options);
    case "offline":
      return { a: { ok: false, reason: "missing" }, txt: { ok: false, reason: "missing" } };
    default:
      throw unknownProvider("DNS_PROVIDER", provider);
  }
}
