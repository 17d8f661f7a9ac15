import crypto from "node:crypto";
import type { Database } from "~/db/client.server";
import { storeQuoteRequest } from "~/server/quote-requests/store-quote-request.server";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { signUpWithSession } from "../../../../tests/setup/owner-session";

/** A real owner login (better-auth) with a company of its own: the session's Cookie header and the company. */
export async function createQuoteOwner(db: Database) {
  const email = `ejer-${crypto.randomBytes(5).toString("hex")}@tilbud.example`;
  const cookie = await signUpWithSession(email);
  return { cookie, company: await createQuoteTestCompany(db, { email }) };
}

/** Mette's request about the windows in her living room, with the e-mail given ("" for none). */
export function storeMetteRequest(companyId: string, email = "mette@example.dk") {
  return storeQuoteRequest({
    companyId,
    data: {
      name: "Mette Hansen",
      phone: "20 30 40 50",
      email,
      address: "Kirkegade 4, 7100 Vejle",
      description: "Vinduer i stuen. Tre gamle termoruder skal skiftes, helst før jul.",
      timing: "month",
    },
    photos: [],
  });
}
