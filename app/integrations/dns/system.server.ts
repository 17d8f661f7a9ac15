import { Resolver } from "node:dns/promises";

export type DnsOptions = {
  /** DNS servers to ask ("127.0.0.1:5353", "1.1.1.1"); the system's resolvers when not given. */
  servers?: string[] | undefined;
  /** Per-attempt timeout. */
  timeoutMs?: number | undefined;
  tries?: number | undefined;
};

type RecordLookup = { ok: true; values: string[] } | { ok: false; reason: "missing" | "unavailable" };

export type DomainLookup = { a: RecordLookup; txt: RecordLookup };

// "No such name" and "no record of this type" mean the record is simply not there (yet).
const MISSING = new Set(["ENOTFOUND", "ENODATA", "ENONAME", "NXDOMAIN"]);

/** Asks DNS for the A records of `aName` and the TXT records of `txtName` (real lookups, in parallel). */
export async function lookupDomainRecords(
  aName: string,
  txtName: string,
  options: DnsOptions = {},
): Promise<DomainLookup> {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 4000, tries: options.tries ?? 2 });
  if (options.servers && options.servers.length > 0) resolver.setServers(options.servers);
  const [a, txt] = await Promise.all([
    settle(() => resolver.resolve4(aName)),
    // A TXT record may come in several character-strings; together they are one value.
    settle(async () => (await resolver.resolveTxt(txtName)).map((chunks) => chunks.join(""))),
  ]);
  return { a, txt };
}

async function settle(lookup: () => Promise<string[]>): Promise<RecordLookup> {
  try {
    return { ok: true, values: await lookup() };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return { ok: false, reason: MISSING.has(code) ? "missing" : "unavailable" };
  }
}
