import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { SmsAlertMode } from "~/db/schema";

export type SmsSettingsView = {
  phone: string | null;
  pendingPhone: string | null;
  mode: SmsAlertMode;
  escalateMinutes: number;
  /** Alerts of the last 7 days being retried or given up, and the latest reason. */
  retrying: number;
  failed: number;
  lastError: string | null;
};

export async function loadSmsSettings(companyId: string): Promise<SmsSettingsView> {
  const result = await db().execute<SmsSettingsView>(sql`
    select s.phone, case when s.code_expires_at > now() then s.pending_phone end as "pendingPhone",
      s.mode, s.escalate_minutes as "escalateMinutes",
      (select count(*)::int from sms_alerts a where a.company_id = s.company_id and a.status in ('pending','sending') and a.last_error is not null and a.created_at > now() - interval '7 days') as retrying,
      (select count(*)::int from sms_alerts a where a.company_id = s.company_id and a.status = 'failed' and a.created_at > now() - interval '7 days') as failed,
      (select a.last_error from sms_alerts a where a.company_id = s.company_id and a.last_error is not null and a.created_at > now() - interval '7 days' order by a.id desc limit 1) as "lastError"
    from sms_alert_settings s where s.company_id = ${companyId}`);
  return (
    result.rows[0] ?? {
      phone: null,
      pendingPhone: null,
      mode: "off",
      escalateMinutes: 30,
      retrying: 0,
      failed: 0,
      lastError: null,
    }
  );
}
