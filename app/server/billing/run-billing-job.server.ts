import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isBillingEnabled } from "~/integrations/billing/index.server";
import type { PeriodicJob } from "~/server/jobs/start-periodic-job.server";
import { tryJobLock } from "~/server/jobs/try-job-lock.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { billingNow } from "./clock";
import { queueBillingMail } from "./queue-billing-mail.server";

const DAY_MS = 86_400_000;
/** One number for pg_try_advisory_xact_lock: only one instance runs the job at a time. */
const LOCK_KEY = 1_404_202_614;

type Row = { id: string; name: string; company_email: string; trial_end_date: Date };

/**
 * The billing work that time alone causes, run every minute on every instance (one at a time by an
 * advisory lock):
 * - trial reminders 14 and 3 days before the end, for companies not paying; exactly once each (the
 *   outbox dedupe key), whatever instance or run queues them;
 * - sites whose grace period ended since the last run get their version bumped, so every cache keyed
 *   by the version (page cache, CDN, any fast path) drops them. Requests already see the pause on
 *   time through SiteRef.pauseAt; this makes the version agree.
 * Returns what it did (for tests and the log).
 */
export async function runBillingJob(): Promise<{ ran: boolean; reminders: number; paused: number }> {
  if (!isBillingEnabled()) return { ran: false, reminders: 0, paused: 0 };
  const now = billingNow();
  return db().transaction(async (tx) => {
    if (!(await tryJobLock(tx, LOCK_KEY))) return { ran: false, reminders: 0, paused: 0 };

    let reminders = 0;
    for (const [kind, fromDays, toDays] of [
      ["trial-14", 3, 14],
      ["trial-3", 0, 3],
    ] as const) {
      const due = await tx.execute<Row>(sql`
        select c.id, c.name, c.company_email, c.trial_end_date from companies c
        left join subscriptions s on s.company_id = c.id
        where c.trial_end_date > ${new Date(now.getTime() + fromDays * DAY_MS)}
          and c.trial_end_date <= ${new Date(now.getTime() + toDays * DAY_MS)}
          and (s.status is null or s.status not in ('trialing', 'active', 'past_due'))
          and not exists (select 1 from mail_outbox m where m.dedupe_key = 'billing:' || ${kind} || ':' || c.id)
        limit 500`);
      for (const row of due.rows) {
        await queueBillingMail(tx, {
          kind,
          dedupeKey: `billing:${kind}:${row.id}`,
          company: { name: row.name, companyEmail: row.company_email },
          date: new Date(row.trial_end_date),
        });
        reminders++;
      }
    }

    // Grace ends in (last run, now]: the first run looks one day back.
    const state = await tx.execute<{ last_run: Date | null }>(
      sql`select value::timestamptz as last_run from billing_job_state where key = 'grace-checked-until'`,
    );
    const since = state.rows[0]?.last_run
      ? new Date(state.rows[0].last_run)
      : new Date(now.getTime() - DAY_MS);
    const ended = await tx.execute<{ id: string }>(sql`
      select c.id from companies c
      left join subscriptions s on s.company_id = c.id
      where (s.status is null or s.status not in ('trialing', 'active', 'past_due'))
        and greatest(c.trial_end_date, coalesce(s.ended_at, c.trial_end_date)) + interval '14 days' > ${since}
        and greatest(c.trial_end_date, coalesce(s.ended_at, c.trial_end_date)) + interval '14 days' <= ${now}`);
    for (const row of ended.rows) await bumpSiteVersion(tx, row.id);
    await tx.execute(sql`
      insert into billing_job_state (key, value) values ('grace-checked-until', ${now.toISOString()})
      on conflict (key) do update set value = excluded.value`);
    return { ran: true, reminders, paused: ended.rows.length };
  });
}

/** Every instance schedules it every minute; the scheduler's lock lets one run at a time. */
export const billingJob: PeriodicJob = {
  name: "billing job",
  lockKey: LOCK_KEY,
  intervalMs: 60_000,
  run: runBillingJob,
};
