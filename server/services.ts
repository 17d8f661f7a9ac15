import { activeProviders, env } from "~/config/env.server";
import { closeDatabase, connectDatabase } from "~/db/client.server";
import { poolFitProblem, readDatabaseStatus } from "~/db/database-status.server";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "~/db/embedded.server";
import { applyMigrations } from "~/db/migrate.server";
import { reachDatabase } from "~/db/reach-database.server";
import { deliverMail } from "~/integrations/mail/index.server";
import { pushSender } from "~/integrations/push/index.server";
import { sendSms, smsEnabled } from "~/integrations/sms/index.server";
import { startAlertWorker } from "~/server/alerts/deliver-due-alerts.server";
import { startSmsWorker } from "~/server/alerts/deliver-due-sms.server";
import { startPageViewFlushing } from "~/server/analytics/flush-page-views.server";
import { billingJob } from "~/server/billing/run-billing-job.server";
import { startPeriodicJob } from "~/server/jobs/start-periodic-job.server";
import { log } from "~/server/log.server";
import { mailOf, startOutboxWorker } from "~/server/mail/outbox-worker.server";
import { startMetricsServer } from "~/server/metrics/start-metrics.server";
import { takenOverPurgeJob } from "~/server/ownership/purge-taken-over-sites.server";
import { trashPurgeJob } from "~/server/pages/trash.server";
import { quoteRetentionJob } from "~/server/quote-requests/delete-expired-quote-requests.server";
import { rateLimitSweepJob } from "~/server/rate-limit/sweep-rate-limits.server";
import { monthlyReportJob } from "~/server/reports/run-monthly-report-job.server";
import { authorisationRecheckJob } from "~/server/sections/autorisation/recheck-authorisations.server";
import { settleSiteImageRenders } from "~/server/sections/images/render-site-images-in-background.server";
import { seedDemoOnFirstStart } from "~/server/seed/seed-demo-on-first-start.server";
import { learnDatabaseIdentity } from "~/server/site-files/database-identity.server";
import { siteFilesJob } from "~/server/site-files/refresh-site-files.server";
import { FRESHNESS_LEASE_MS, listenForSiteChanges } from "~/server/sites/listen-site-changes.server";
import { configureSiteCache, forgetSite, setSiteChangeListener } from "~/server/sites/site-cache.server";

let embedded: EmbeddedDatabase | null = null;
const stoppers: Array<() => Promise<void> | void> = [];

type ServiceOptions = {
  /**
   * The periodic jobs, the mail and alert workers and the metrics port (started unless false). Off for a script
   * that only needs the database and the caches, e.g. scripts/publish-sites.ts, whose own loop would
   * otherwise render beside the site-files job.
   */
  background?: boolean;
};

/**
 * Everything the app needs before it takes requests: the database (its own embedded PostgreSQL
 * when DATABASE_URL is unset), migrations, first-start demo data, background workers.
 */
export async function startServices(options: ServiceOptions = {}): Promise<void> {
  const config = env();
  log("info", "providers", { mode: config.deployed ? "deployed" : "embedded", ...activeProviders(config) });
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      log: (line) => {
        if (/error|fatal|panic/i.test(line)) log("warn", "postgres", { line });
      },
    });
    url = embedded.url;
    log("info", "embedded PostgreSQL started", { dataDir: config.dataDir, created: embedded.created });
  }
  const db = connectDatabase(url, { max: config.DATABASE_POOL_SIZE });
  await reachDatabase(db, config.deployed);
  await applyMigrations(db);
  const status = await readDatabaseStatus(db);
  log("info", "database", {
    migration: status.migration,
    pool: config.DATABASE_POOL_SIZE,
    maxConnections: status.maxConnections,
    inUse: status.inUse,
  });
  const poolProblem = poolFitProblem(status, config.DATABASE_POOL_SIZE);
  if (poolProblem) throw new Error(`Ugyldig konfiguration: ${poolProblem}`);
  if (embedded?.created && config.SEED_DEMO) await seedDemoOnFirstStart();
  // Which database this is: site files rendered from another one (a restored backup) are not served.
  await learnDatabaseIdentity();
  startSiteCaching(url);
  // Share images and icons rendering after a save finish before the database closes.
  onStop(settleSiteImageRenders);
  if (options.background === false) return;
  // Every instance schedules these; an advisory lock lets one instance at a time run each
  // (app/server/jobs/start-periodic-job.server.ts). Trial reminders and grace-period ends every minute;
  // quote-request retention hourly; the monthly report mail on the 1st (checked every 10 minutes);
  // Sikkerhedsstyrelsen's register daily (a changed status re-renders that site); pages deleted more
  // than 30 days ago leave the "Papirkurv" hourly; sites taken over by their CVR's owner go after 30 days (hourly); ended rate-limit windows are deleted hourly; site
  // files follow holiday boundaries, new builds and publishes lost to a crash every minute (ADR 026).
  for (const job of [
    siteFilesJob,
    billingJob,
    quoteRetentionJob,
    monthlyReportJob,
    authorisationRecheckJob,
    trashPurgeJob,
    rateLimitSweepJob,
    takenOverPurgeJob,
  ]) {
    onStop(startPeriodicJob(job).stop);
  }
  if (config.METRICS_PORT > 0) {
    const metrics = await startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST });
    onStop(() => new Promise<void>((resolve) => metrics.close(() => resolve())));
  }
  // Every instance runs a worker; FOR UPDATE SKIP LOCKED keeps them from sending a mail twice.
  onStop(startOutboxWorker((message) => deliverMail(mailOf(message))));
  // Alerts to the owners' phones (issue 25): the same claim pattern, polled every 500 ms.
  const push = pushSender();
  if (push) onStop(startAlertWorker(push));
  if (smsEnabled()) onStop(startSmsWorker(sendSms));
}

/**
 * Customer-site caches (app/server/sites/site-cache.server.ts): LISTEN for 'site_changed' so an edit on
 * any instance drops what this one cached; count page views in memory and write them every 5 s.
 * SITE_CACHE=off serves every site request from the database and renderer (the benchmark's baseline).
 */
function startSiteCaching(databaseUrl: string): void {
  configureSiteCache({ enabled: env().SITE_CACHE });
  const listener = listenForSiteChanges({
    url: databaseUrl,
    onChange: forgetSite,
    onConnected: () => setSiteChangeListener(listener),
    onDisconnected: () => setSiteChangeListener(null),
    leaseMs: FRESHNESS_LEASE_MS,
  });
  onStop(() => listener.stop());
  onStop(startPageViewFlushing(5000));
}

function onStop(stopper: () => Promise<void> | void): void {
  stoppers.push(stopper);
}

export async function stopServices(): Promise<void> {
  for (const stop of stoppers.splice(0).reverse()) await stop();
  await closeDatabase();
  if (embedded) {
    await embedded.stop();
    embedded = null;
  }
}
