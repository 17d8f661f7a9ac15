import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { SMS_MESSAGES } from "~/schemas/push-subscription";
import { AppError } from "~/server/errors";

/** When to text the owner: never, at every request, or when a request is unopened after N open minutes. */
export async function setSmsAlertMode(
  companyId: string,
  mode: "off" | "always" | "escalate",
  escalateMinutes: 15 | 30 | 60,
): Promise<void> {
  const updated = await db().execute(sql`
    update sms_alert_settings set mode = ${mode}, escalate_minutes = ${escalateMinutes}, updated_at = now()
    where company_id = ${companyId} and (phone is not null or ${mode} = 'off')`);
  if ((updated.rowCount ?? 0) === 0 && mode !== "off")
    throw new AppError("VALIDATION", SMS_MESSAGES.noNumber, "mode");
}
