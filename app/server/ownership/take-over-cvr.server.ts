import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { afterCommit } from "~/db/commit-hold.server";
import { companies, cvrReservations } from "~/db/schema";
import { cvrTakenOverMail, cvrTakeoverDoneMail } from "~/integrations/mail/templates/cvr-takeover";
import { maskEmail, OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { AppError } from "~/server/errors";
import { queueMail } from "~/server/mail/queue-mail.server";
import { siteFilesRoot, withdrawSite } from "~/server/site-files/site-files-store.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { consumeOwnershipCode } from "./consume-ownership-code.server";
import { recordOwnershipEvent } from "./record-ownership-event.server";

/** How long a taken-over site is kept (offline) for support, and the freed CVR held for its owner. */
export const TAKEN_OVER_KEPT_DAYS = 30;
const CVR_RESERVED_DAYS = 7;

/**
 * "Er det din virksomhed?" (issue 27), step two: the register's owner typed the code sent to the
 * register's e-mail or mobile number for an unverified site made in the firm's name. In one
 * transaction that site goes offline (status taken_over, its CVR released; kept 30 days for support,
 * then purged with its files), the CVR is held a week for the e-mail the owner gave, the audit table
 * says so, and both the other account and the owner get a mail.
 */
export async function takeOverCvr(input: { cvr: string; code: string; email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.takeoverEmail, "email");
  const code = input.code.replace(/\s/g, "");
  if (!code) throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeMissing, "code");
  const [company] = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.cvr, input.cvr), eq(companies.status, "active")))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", OWNERSHIP_MESSAGES.takeoverNotFound);
  const outcome = await db().transaction(async (tx) => {
    const consumed = await consumeOwnershipCode(tx, {
      companyId: company.id,
      code,
      purpose: "takeover",
      userId: null,
    });
    if (consumed.kind !== "ok") return consumed.kind;
    const site = await lockCompany(tx, company.id, {
      name: companies.name,
      companyEmail: companies.companyEmail,
      verifiedAt: companies.ownershipVerifiedAt,
    });
    if (!site || site.verifiedAt) return "verified" as const;
    // The CVR column is unique: the kept row gets a placeholder that is never 8 digits.
    await tx
      .update(companies)
      .set({
        status: "taken_over",
        cvr: `x${crypto.randomBytes(4).toString("hex").slice(0, 7)}`,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, company.id));
    const expiresAt = new Date(Date.now() + CVR_RESERVED_DAYS * 86_400_000);
    await tx
      .insert(cvrReservations)
      .values({ cvr: input.cvr, email, method: consumed.method, expiresAt })
      .onConflictDoUpdate({
        target: cvrReservations.cvr,
        set: { email, method: consumed.method, expiresAt },
      });
    await recordOwnershipEvent(tx, {
      companyId: company.id,
      cvr: input.cvr,
      event: "taken-over",
      method: consumed.method,
      detail: { claimant: maskEmail(email), previousOwner: maskEmail(site.companyEmail) },
    });
    const mailInput = { companyName: site.name, cvr: input.cvr, keptDays: TAKEN_OVER_KEPT_DAYS };
    await queueMail(tx, { kind: "cvr-taken-over", to: site.companyEmail, ...cvrTakenOverMail(mailInput) });
    await queueMail(tx, {
      kind: "cvr-takeover-done",
      to: email,
      ...cvrTakeoverDoneMail({
        ...mailInput,
        signUpUrl: `${env().publicUrl}/onboarding`,
        reservedDays: CVR_RESERVED_DAYS,
      }),
    });
    // Every instance drops the site from its caches; its published files go with the commit.
    await tx.execute(sql`select pg_notify('site_changed', ${company.id})`);
    await afterCommit(`withdraw-site:${company.id}`, async () => withdrawSite(siteFilesRoot(), company.id));
    return "ok" as const;
  });
  if (outcome === "expired") throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeExpired, "code");
  if (outcome === "wrong") throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeWrong, "code");
  if (outcome === "verified") throw new AppError("CONFLICT", OWNERSHIP_MESSAGES.takeoverVerified);
}
