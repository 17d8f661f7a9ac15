// npm run bench:onboarding — time from the final click ("Opret hjemmeside") to the new site being
// served, with the offline providers. Creates every company of the offline register once.
import { offlineRegisterCvrs } from "~/integrations/cvr/index.server";
import { onboardSite } from "./lib/onboard-site";
import { percentile, startServer, status } from "./lib/test-server";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const server = await startServer({ port: PORT });

const timings: number[] = [];
try {
  // Ten: the creation endpoint allows ten sign-ups per address and hour.
  for (const cvr of offlineRegisterCvrs().slice(0, 10)) {
    const started = performance.now();
    const redirect = new URL(await onboardSite(PORT, cvr));
    // The hand-off sets the cookie and sends the browser to the site itself: measure both hops.
    const handoff = await status(PORT, redirect.hostname, `${redirect.pathname}${redirect.search}`);
    if (handoff !== 302) throw new Error(`hand-off for ${cvr} answered ${handoff}, expected 302`);
    const siteStatus = await status(PORT, redirect.hostname, "/?newsite=true");
    if (siteStatus !== 200) throw new Error(`the new site of ${cvr} answered ${siteStatus}`);
    const ms = performance.now() - started;
    timings.push(ms);
    console.log(`${cvr}  ${ms.toFixed(0)} ms  (site answered ${siteStatus})`);
  }
  console.log(
    `\nFinal click → site served, ${timings.length} sites: p50 ${percentile(timings, 50).toFixed(0)} ms, ` +
      `max ${Math.max(...timings).toFixed(0)} ms (target < 2000 ms)`,
  );
} finally {
  await server.stop();
}
