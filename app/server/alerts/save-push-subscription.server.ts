import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { PUSH_MESSAGES, type PushSubscriptionInput } from "~/schemas/push-subscription";
import { AppError } from "~/server/errors";

const MAX_PUSH_DEVICES = 10;

/**
 * Stores the browser's subscription as one of the company's devices. The endpoint is unique per
 * browser: switching on again (new keys) updates the row, and a browser another owner used before
 * moves to this company (one browser alerts one owner). At most 10 devices per company, checked under
 * the company row lock.
 */
export async function savePushSubscription(
  companyId: string,
  input: PushSubscriptionInput & { label: string },
): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select id from companies where id = ${companyId} for update`);
    const counted = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from push_subscriptions where company_id = ${companyId} and endpoint <> ${input.endpoint}`);
    if ((counted.rows[0]?.n ?? 0) >= MAX_PUSH_DEVICES)
      throw new AppError("VALIDATION", PUSH_MESSAGES.tooMany);
    const saved = await tx.execute<{ id: string }>(sql`
      insert into push_subscriptions (company_id, endpoint, p256dh, auth, label)
      values (${companyId}, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${input.label})
      on conflict (endpoint) do update set company_id = excluded.company_id, p256dh = excluded.p256dh,
        auth = excluded.auth, label = excluded.label
      returning id`);
    return saved.rows[0]!.id;
  });
}
