import type { DbOrTx } from "~/db/client.server";
import { ownershipEvents } from "~/db/schema";

export type OwnershipEvent = {
  companyId: string | null;
  cvr: string;
  event: "code-sent" | "code-wrong" | "verified" | "oidc-refused" | "taken-over";
  method: "email" | "sms" | "oidc" | "seed" | "existing" | "takeover";
  userId?: string | null;
  detail?: Record<string, string>;
};

/** The audit table of issue 27: one row per step, written in the step's own transaction. */
export async function recordOwnershipEvent(tx: DbOrTx, entry: OwnershipEvent): Promise<void> {
  await tx.insert(ownershipEvents).values({
    companyId: entry.companyId,
    cvr: entry.cvr,
    event: entry.event,
    method: entry.method,
    userId: entry.userId ?? null,
    detail: entry.detail ?? {},
  });
}
