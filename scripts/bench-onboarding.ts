// npm run bench:onboarding — time from the final click ("Opret hjemmeside") to the new site being
// served, with the offline providers. Creates every company of the offline register once.
import http from "node:http";
import { offlineRegisterCvrs } from "~/integrations/cvr/index.server";
import { percentile, startServer, status } from "./lib/test-server";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const server = await startServer({ port: PORT });

function postCreation(cvr: string): Promise<string> {
  const body = JSON.stringify({
    cvr,
    website: { choice: "other", noWebsite: true },
    account: {
      email: `bench-${cvr}@example.dk`,
      password: "hemmelig1",
      confirmPassword: "hemmelig1",
      acceptPrivacy: true,
    },
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/onboarding/opret",
        method: "POST",
        headers: {
          "content-type": "application/json",
          host: `localhost:${PORT}`,
          origin: `http://localhost:${PORT}`,
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`POST /onboarding/opret for ${cvr} answered ${response.statusCode}`));
          return;
        }
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          const done = text
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line))
            .find((e) => e.type === "done");
          done ? resolve(done.redirect as string) : reject(new Error(text));
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const timings: number[] = [];
try {
  // Ten: the creation endpoint allows ten sign-ups per address and hour.
  for (const cvr of offlineRegisterCvrs().slice(0, 10)) {
    const started = performance.now();
    const redirect = new URL(await postCreation(cvr));
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
