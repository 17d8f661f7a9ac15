import { describe, expect, it } from "vitest";
import { lookupOfflineCvr, offlineRegisterCvrs } from "./offline.server";

describe("offline CVR register", () => {
  it("lists every company of the bundled register", () => {
    const cvrs = offlineRegisterCvrs();
    expect(cvrs).toHaveLength(17);
    expect(cvrs).toContain("62601817");
    expect(cvrs.every((cvr) => /^\d{8}$/.test(cvr))).toBe(true);
  });

  it("finds a company, tolerating spaces in the input", () => {
    const result = lookupOfflineCvr(" 6908 3013 ");
    expect(result).toMatchObject({
      ok: true,
      company: {
        cvr: "69083013",
        name: "Murerfirma Søren Østergaard",
        employees: 2,
        startDate: "2014-06-01",
      },
    });
  });

  // Issue 27: ownership is proved with a code to the register's e-mail, so every fictional firm has
  // one (a missing one is kept as null by the parser: parse.test.ts).
  it("gives every company an e-mail address", () => {
    for (const cvr of offlineRegisterCvrs()) {
      const found = lookupOfflineCvr(cvr);
      expect(found.ok && found.company.email, cvr).toMatch(/^[^\s@]+@[^\s@]+\.dk$/);
    }
  });

  it("answers NOT_FOUND for an unknown number and INVALID_VAT for a malformed one", () => {
    expect(lookupOfflineCvr("12345678")).toEqual({ ok: false, error: "NOT_FOUND" });
    expect(lookupOfflineCvr("1234")).toEqual({ ok: false, error: "INVALID_VAT" });
  });

  it("hands out copies, so callers cannot change the register", () => {
    const first = lookupOfflineCvr("62601817");
    if (first.ok) first.company.name = "Ændret";
    expect(lookupOfflineCvr("62601817")).toMatchObject({ company: { name: "Hansen Tømrer & Snedker ApS" } });
  });
});
