import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, trustSections } from "~/db/schema";
import { parseRegister } from "~/integrations/authorisation/parse-register";
import type { AutorisationData } from "~/schemas/sections/autorisation";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { saveTrustSection } from "../trust-store.server";
import { checkAuthorisations } from "./check-authorisations";
import { recheckAuthorisations } from "./recheck-authorisations.server";

const db = connectTestDatabase();

// The register's format (parse-register.ts); a withdrawn authorisation is no longer listed.
const HEADER = `"VirkID";"NAVN";"ADRESSE1";"ADRESSE2";"ADRESSE3";"LANDKODE";"POSTNR";"POSTDST";"CVR";"AUTNR";"FORRETNINGSOMR"`;
const registerFile = (cvr: string, listed: boolean) =>
  `${HEADER}\n${listed ? `"CN${cvr}";"Test El";"Vej 1";"";"";"DK";"7100";"Vejle";"${cvr}";"EFUL-55001";"Elinstallatørvirksomhed"` : `"CN11111111";"Anden El";"Vej 2";"";"";"DK";"7100";"Vejle";"11111111";"EFUL-55002";"Elinstallatørvirksomhed"`}\n`;

describe("recheckAuthorisations (the daily job)", () => {
  it("turns a withdrawn authorisation into not verified and bumps the site version; a missing copy changes nothing", async () => {
    const { company } = await createTestCompany(db, "Recheck El");
    const numbers = { el: "55001", vvs: "", kloak: "", gas: "" };
    const data: AutorisationData = {
      enabled: true,
      intro: "",
      numbers,
      memberships: [],
      checks: checkAuthorisations(company.cvr, numbers, parseRegister(registerFile(company.cvr, true))),
    };
    expect(data.checks.el?.status).toBe("verified");
    await saveTrustSection(company.id, "autorisation", data);
    const version = async () =>
      (await db.select({ v: companies.version }).from(companies).where(eq(companies.id, company.id)))[0]?.v;
    const before = await version();

    expect(await recheckAuthorisations(null)).toBe(0);
    const changed = await recheckAuthorisations(parseRegister(registerFile(company.cvr, false)));
    expect(changed).toBeGreaterThanOrEqual(1);
    const [row] = await db
      .select({ data: trustSections.data })
      .from(trustSections)
      .where(and(eq(trustSections.companyId, company.id), eq(trustSections.name, "autorisation")));
    expect((row?.data as AutorisationData | undefined)?.checks.el?.status).toBe("withdrawn");
    expect(await version()).toBe((before ?? 0) + 1);
  });
});
