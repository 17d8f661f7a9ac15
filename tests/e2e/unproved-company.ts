import crypto from "node:crypto";
import { createOwnCompany, type OwnCompany } from "./e2e-database";

/**
 * A company of the test's own that has not yet proved its CVR number is theirs (issue 27), for the
 * pages that differ until then: /admin/ejerskab with its ways to prove it, and "Er det din
 * virksomhed?" (/overtag) for its CVR number. Its CVR number is in no register, so the take-over page
 * says the register has nothing to send a code to.
 */
export async function createUnprovedCompany(): Promise<OwnCompany & { takeoverPath: string }> {
  const cvr = String(crypto.randomInt(10_000_000, 99_999_999));
  const own = await createOwnCompany(90, { cvr, verified: false });
  return { ...own, takeoverPath: `/overtag?cvr=${cvr}` };
}
