import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { lookupDomainRecords } from "~/integrations/dns/system.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { insertTestCompany } from "../settings/test-company.test-support";
import { updateSettings } from "../settings/update-settings.server";
import { type DnsTestServer, startDnsTestServer } from "./dns-test-server.test-support";
import { domainRecords } from "./domain-records";
import { verifyCustomDomain } from "./verify-custom-domain.server";

const db = connectTestDatabase();
const A_RECORD = "203.0.113.10"; // env DNS_A_RECORD default
let dns: DnsTestServer;

beforeAll(async () => {
  dns = await startDnsTestServer();
});
afterAll(async () => {
  await dns.close();
});

let counter = 0;
/** A company with a saved (unverified) own domain that exists in the test DNS server's zone. */
async function companyWithDomain() {
  counter += 1;
  const domain = `firma${counter}-${Date.now()}.dk`;
  const company = await insertTestCompany(db, { customDomain: domain });
  const records = domainRecords(domain, company.domainVerificationToken, A_RECORD);
  return { company, domain, records };
}

async function verifiedAt(id: string) {
  const [row] = await db
    .select({ at: companies.customDomainVerifiedAt, version: companies.version })
    .from(companies)
    .where(eq(companies.id, id));
  return row!;
}

const options = () => ({ servers: [dns.address], timeoutMs: 1000, tries: 1 });

describe("domainRecords", () => {
  it("names the A records and the TXT record with the company's token", () => {
    expect(domainRecords("hansen.dk", "abc123", "203.0.113.10")).toEqual({
      a: [
        { name: "hansen.dk", value: "203.0.113.10" },
        { name: "www.hansen.dk", value: "203.0.113.10" },
      ],
      txt: { name: "_haandvaerkernet.hansen.dk", value: "haandvaerkernet-verify=abc123" },
    });
  });
});

describe("lookupDomainRecords over real DNS (UDP to a local server)", () => {
  it("reads A records and joins a TXT record's strings", async () => {
    dns.zone.set("opslag.dk", { a: ["192.0.2.1", "192.0.2.2"] });
    dns.zone.set("_haandvaerkernet.opslag.dk", {
      txt: [["haandvaerkernet-", "verify=xyz"], ["v=spf1 -all"]],
    });
    const result = await lookupDomainRecords("opslag.dk", "_haandvaerkernet.opslag.dk", options());
    expect(result.a).toEqual({ ok: true, values: ["192.0.2.1", "192.0.2.2"] });
    expect(result.txt).toEqual({ ok: true, values: ["haandvaerkernet-verify=xyz", "v=spf1 -all"] });
    expect(dns.queries).toContain("A opslag.dk");
    expect(dns.queries).toContain("TXT _haandvaerkernet.opslag.dk");
  });

  it("reports unknown names and empty answers as missing", async () => {
    dns.zone.set("tom.dk", {});
    const result = await lookupDomainRecords("tom.dk", "_haandvaerkernet.findes-ikke.dk", options());
    expect(result).toEqual({ a: { ok: false, reason: "missing" }, txt: { ok: false, reason: "missing" } });
  });

  it("reports a server that does not answer as unavailable", async () => {
    const silent = await startDnsTestServer();
    await silent.close(); // nothing listens on that port any more
    const result = await lookupDomainRecords("x.dk", "_haandvaerkernet.x.dk", {
      servers: [silent.address],
      timeoutMs: 300,
      tries: 1,
    });
    expect(result.a).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("verifyCustomDomain ('Tjek DNS')", () => {
  it("says 'not yet' while the records are missing and leaves the domain unverified", async () => {
    const { company, domain } = await companyWithDomain();
    const check = await verifyCustomDomain(company.id, options());
    expect(check).toEqual({
      domain,
      verified: false,
      a: { status: "missing", found: [] },
      txt: { status: "missing" },
    });
    expect((await verifiedAt(company.id)).at).toBeNull();
  });

  it("tells a wrong A record and a wrong token apart from missing ones", async () => {
    const { company, domain, records } = await companyWithDomain();
    dns.zone.set(domain, { a: ["198.51.100.7"] });
    dns.zone.set(records.txt.name, { txt: [["haandvaerkernet-verify=en-anden-kode"]] });
    const check = await verifyCustomDomain(company.id, options());
    expect(check).toMatchObject({
      verified: false,
      a: { status: "wrong", found: ["198.51.100.7"] },
      txt: { status: "wrong" },
    });
    expect((await verifiedAt(company.id)).at).toBeNull();
  });

  it("does not verify with only one of the two records", async () => {
    const { company, domain } = await companyWithDomain();
    dns.zone.set(domain, { a: [A_RECORD] });
    const check = await verifyCustomDomain(company.id, options());
    expect(check).toMatchObject({ verified: false, a: { status: "ok" }, txt: { status: "missing" } });
  });

  it("verifies when both records are right, bumps the site version, and a new domain needs a new check", async () => {
    const { company, domain, records } = await companyWithDomain();
    dns.zone.set(domain, { a: ["192.0.2.99", A_RECORD] });
    dns.zone.set(records.txt.name, { txt: [["v=spf1 -all"], [records.txt.value]] });
    const before = await verifiedAt(company.id);
    const check = await verifyCustomDomain(company.id, options());
    expect(check).toMatchObject({ verified: true, a: { status: "ok" }, txt: { status: "ok" } });
    const after = await verifiedAt(company.id);
    expect(after.at).toBeInstanceOf(Date);
    expect(after.version).toBe(before.version + 1);

    // A later failing check (DNS hiccup) does not take the site down.
    dns.zone.delete(domain);
    expect((await verifyCustomDomain(company.id, options())).verified).toBe(true);
    expect((await verifiedAt(company.id)).at).toEqual(after.at);

    // Changing the domain clears the verification.
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
    await updateSettings(company.id, {
      ...row!,
      hours: { ...row!.hours } as never,
      theme: "amber",
      customDomain: `andet-${domain}`,
    });
    expect((await verifiedAt(company.id)).at).toBeNull();
  });

  it("refuses a domain another company has already verified", async () => {
    const domain = `delt-${Date.now()}.dk`;
    const owner = await insertTestCompany(db, { customDomain: domain, customDomainVerifiedAt: new Date() });
    // The second company saved the domain before the first one verified it, then adds its own TXT record.
    const second = await insertTestCompany(db, { customDomain: domain });
    const records = domainRecords(domain, second.domainVerificationToken, A_RECORD);
    dns.zone.set(domain, { a: [A_RECORD] });
    dns.zone.set(records.txt.name, { txt: [[records.txt.value]] });
    await expect(verifyCustomDomain(second.id, options())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Domænet er allerede tilknyttet en anden hjemmeside. Kontakt os, hvis det er dit domæne.",
    });
    expect((await verifiedAt(second.id)).at).toBeNull();
    expect((await verifiedAt(owner.id)).at).toBeInstanceOf(Date);
  });

  it("asks the owner to save a domain first", async () => {
    const company = await insertTestCompany(db);
    await expect(verifyCustomDomain(company.id, options())).rejects.toMatchObject({
      code: "VALIDATION",
      message: "Skriv dit domæne, og gem ændringerne, før du tjekker DNS.",
    });
  });

  it("gives a Danish 'try again' when DNS does not answer", async () => {
    const { company } = await companyWithDomain();
    const silent = await startDnsTestServer();
    await silent.close();
    await expect(
      verifyCustomDomain(company.id, { servers: [silent.address], timeoutMs: 300, tries: 1 }),
    ).rejects.toMatchObject({
      code: "UNAVAILABLE",
      message: "Kunne ikke slå domænet op i DNS lige nu. Prøv igen om lidt.",
    });
  });
});
