import { sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { monthlyReportMail } from "~/integrations/mail/templates/monthly-report";
import type { PeriodicJob } from "~/server/jobs/start-periodic-job.server";
import { tryJobLock } from "~/server/jobs/try-job-lock.server";
import { log } from "~/server/log.server";
import { ownerPersonName } from "~/server/mail/owner-person-name.server";
import { queueMail } from "~/server/mail/queue-mail.server";
import { buildMonthlyReport } from "./build-monthly-report.server";
import { reportNow } from "./report-clock";
import { reportPeriod } from "./report-month";
import { mintReportOptOutToken, REPORT_OPT_OUT_PATH } from "./report-opt-out-token.server";

/** One number for pg_try_advisory_xact_lock: only one instance runs the job at a time. */
const MONTHLY_REPORT_LOCK_KEY = 7_310_002;
/** Companies per transaction, so the lock and the transaction stay short with many companies. */
const BATCH = 200;

type Due = { id: string; name: string; company_email: string };

/**
 * Queues last month's report for every active company whose owner has not opted out, on the 1st
 * (Danish time; catch-up on the 2nd and 3rd). Exactly once per company and month: the
 * monthly_reports primary key is claimed in the same transaction as the outbox row, and the advisory
 * lock keeps a second instance out while one works. Returns how many reports it queued, or null when
 * another instance holds the lock.
 */
export async function runMonthlyReportJob(): Promise<number | null> {
  const period = reportPeriod(reportNow());
  if (!period.due) return 0;
  const { month, previous } = period;
  let queued = 0;
  for (;;) {
    const batch = await db().transaction(async (tx) => {
      if (!(await tryJobLock(tx, MONTHLY_REPORT_LOCK_KEY))) return null;
      // Companies that existed before the month ended and have no report for it yet.
      const due = await tx.execute<Due>(sql`
        select c.id, c.name, c.company_email from companies c
        where c.status = 'active' and c.monthly_report_enabled
          and c.created_at < (${month.next}::date::timestamp at time zone 'Europe/Copenhagen')
          and not exists (
            select 1 from monthly_reports r where r.company_id = c.id and r.month = ${month.first}::date)
        order by c.id
        limit ${BATCH}`);
      let count = 0;
      for (const company of due.rows) {
        const claimed = await tx.execute(sql`
          insert into monthly_reports (company_id, month) values (${company.id}, ${month.first}::date)
          on conflict do nothing returning company_id`);
        if (claimed.rows.length === 0) continue;
        const numbers = await buildMonthlyReport(tx, company.id, month, previous);
        const publicUrl = env().publicUrl;
        const optOutUrl = `${publicUrl}${REPORT_OPT_OUT_PATH}?token=${mintReportOptOutToken(company.id)}`;
        const mail = monthlyReportMail({
          companyName: company.name,
          personName: await ownerPersonName(tx, company.company_email, company.name),
          monthName: month.name,
          previousName: previous.name,
          year: month.year,
          ...numbers,
          dashboardUrl: `${publicUrl}/admin/dashboard`,
          optOutUrl,
        });
        await queueMail(tx, {
          kind: "monthly-report",
          to: company.company_email,
          ...mail,
          // RFC 2369 and 8058: mail programs offer "Afmeld" and may post to the link without opening it.
          headers: {
            "List-Unsubscribe": `<${optOutUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
          dedupeKey: `monthly-report:${company.id}:${month.first.slice(0, 7)}`,
        });
        count++;
      }
      return { count, more: due.rows.length === BATCH };
    });
    if (batch === null) return queued > 0 ? queued : null;
    queued += batch.count;
    if (!batch.more) break;
  }
  if (queued > 0) log("info", "monthly reports queued", { count: queued, month: month.first });
  return queued;
}

/** Every instance schedules it every 10 minutes; the scheduler's lock lets one run at a time. */
export const monthlyReportJob: PeriodicJob = {
  name: "monthly report job",
  lockKey: MONTHLY_REPORT_LOCK_KEY,
  intervalMs: 10 * 60 * 1000,
  run: runMonthlyReportJob,
};
