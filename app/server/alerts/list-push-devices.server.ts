import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

export type PushDevice = {
  id: string;
  label: string;
  endpoint: string;
  createdAt: Date;
  lastSentAt: Date | null;
  /** Alerts of the last 7 days still being retried, given up, and the latest failure's reason. */
  retrying: number;
  failed: number;
  lastError: string | null;
};

/** The company's devices with how their recent alerts went, newest first. */
export async function listPushDevices(companyId: string): Promise<PushDevice[]> {
  const result = await db().execute<PushDevice>(sql`
    select s.id, s.label, s.endpoint, s.created_at as "createdAt", s.last_sent_at as "lastSentAt",
      count(d.id) filter (where d.status in ('pending', 'sending') and d.last_error is not null)::int as retrying,
      count(d.id) filter (where d.status = 'failed')::int as failed,
      (array_agg(d.last_error order by d.id desc) filter (where d.last_error is not null))[1] as "lastError"
    from push_subscriptions s
    left join alert_deliveries d on d.subscription_id = s.id and d.created_at > now() - interval '7 days'
    where s.company_id = ${companyId}
    group by s.id
    order by s.created_at desc`);
  return result.rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    lastSentAt: row.lastSentAt ? new Date(row.lastSentAt) : null,
  }));
}
