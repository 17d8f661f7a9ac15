import { describe, expect, it } from "vitest";
import type { CvrLookupResult } from "~/integrations/cvr/index.server";
import { parseCvrapiCompany } from "~/integrations/cvr/parse";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { checkNap } from "./check-nap.server";

// The dashboard's NAP check asks the CVR register at most once a day per company, says so when the
// register is away, and compares what it answered.

const db = connectTestDatabase();

function register(answer: (cvr: string) => CvrLookupResult) {
  const asked: string[] = [];
  const lookup = async (cvr: string) => {
    asked.push(cvr);
    return answer(cvr);
  };
  return { asked, lookup };
}

describe("checkNap", () => {
  it("compares with the register's answer and keeps it a day", async () => {
    const { company } = await createTestCompany(db, "Nap Register Tømrer");
    // The register's answer as the cvrapi client reads it (no phone, e-mail or trade given).
    const cvr = register((number) => ({
      ok: true,
      company: parseCvrapiCompany({
        vat: number,
        name: "Nap Register Tømrer ApS",
        address: "Kirkegade 1",
        zipcode: "7100",
        city: "Vejle",
      })!,
    }));
    const now = new Date();
    const first = await checkNap(company.id, now, cvr.lookup);
    // The test company shows only its town; its name differs only by the company form (no difference).
    expect(first?.differences).toEqual([
      {
        field: "address",
        message:
          'Adressen på hjemmesiden ("Vejle") er ikke det samme som i CVR-registret ("Kirkegade 1, 7100 Vejle").',
      },
    ]);
    expect(first?.cvrUnavailable).toBe(false);
    await checkNap(company.id, new Date(now.getTime() + 23 * 3_600_000), cvr.lookup);
    expect(cvr.asked).toHaveLength(1);
    await checkNap(company.id, new Date(now.getTime() + 25 * 3_600_000), cvr.lookup);
    expect(cvr.asked).toHaveLength(2);
  });

  it("says when the register could not be asked, and never fails the dashboard for it", async () => {
    const { company } = await createTestCompany(db, "Nap Utilgængelig Murer");
    const away = register(() => ({ ok: false, error: "UNAVAILABLE" }));
    const check = await checkNap(company.id, new Date(), away.lookup);
    expect(check).toEqual({ cvrUnavailable: true, businessProfileMissing: true, differences: [] });
  });
});
