import { and, eq, gt } from "drizzle-orm";
import { type DbOrTx, db } from "~/db/client.server";
import { companies, cvrReservations } from "~/db/schema";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { AppError } from "~/server/errors";
import { recordOwnershipEvent } from "./record-ownership-event.server";

/** Sign-up: a CVR number its owner just took over is held for the e-mail they gave (issue 27). */
export async function assertCvrNotReserved(cvr: string, email: string): Promise<void> {
  const [held] = await db()
    .select({ email: cvrReservations.email })
    .from(cvrReservations)
    .where(and(eq(cvrReservations.cvr, cvr), gt(cvrReservations.expiresAt, new Date())))
    .limit(1);
  if (held && held.email !== email.trim().toLowerCase())
    throw new AppError("CONFLICT", OWNERSHIP_MESSAGES.cvrReserved, "cvr");
}

/**
 * In the creation's transaction: when the new site's CVR was held for this very e-mail, the hold is
 * used up and the site starts verified (its owner proved the number when taking it over).
 */
export async function useCvrReservation(
  tx: DbOrTx,
  input: { companyId: string; cvr: string; email: string; userId: string },
): Promise<boolean> {
  const [held] = await tx
    .delete(cvrReservations)
    .where(
      and(
        eq(cvrReservations.cvr, input.cvr),
        eq(cvrReservations.email, input.email.trim().toLowerCase()),
        gt(cvrReservations.expiresAt, new Date()),
      ),
    )
    .returning({ method: cvrReservations.method });
  if (!held) return false;
  await tx
    .update(companies)
    .set({ ownershipVerifiedAt: new Date() })
    .where(eq(companies.id, input.companyId));
  await recordOwnershipEvent(tx, {
    companyId: input.companyId,
    cvr: input.cvr,
    event: "verified",
    method: "takeover",
    userId: input.userId,
    detail: { proof: held.method },
  });
  return true;
}
