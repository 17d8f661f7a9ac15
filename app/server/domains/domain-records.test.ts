import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/faq";
import { OWN_DOMAIN_RECORD_COUNT, ownDomainRecordsText } from "~/content/site";
import { domainRecords } from "./domain-records";

describe("own-domain DNS records: one source of truth", () => {
  it("the records the admin shows match the count the copy states", () => {
    const records = domainRecords("firma.dk", "token", "203.0.113.7");
    expect(records.a.length + 1).toBe(OWN_DOMAIN_RECORD_COUNT);
    expect(ownDomainRecordsText).toMatch(/^tre DNS-records: to A-records .* og én TXT-record$/);
  });

  it("the FAQ answer uses that text and no other record count", () => {
    const answer = JSON.stringify(faqItems);
    expect(answer).toContain(ownDomainRecordsText);
    expect(answer).not.toMatch(/to DNS-poster|en A-post og en TXT-post/);
  });
});
