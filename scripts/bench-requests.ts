// npm run bench:requests -- [--posts 10] [--duration 8] [--connections 32] [--port 3113]
//
// Quote requests (issue 10) against the production build (`npm run build` first), on a throw-away
// data folder with the demo companies:
//  1. POST → thank-you: a "Få et tilbud" form with five 4 MB photos, sent one after another from
//     distinct client addresses; the time from sending the POST to having the thank-you page
//     (303 followed), p50/p95.
//  2. POST → push delivered (issue 25): the owner has one device at a local push service (which
//     decrypts each message); the time from sending a text-only POST to the push service holding the
//     decrypted "Ny forespørgsel" message, p50/p95 (the instance's worker polls every 500 ms).
//  3. The customer homepage's req/s with wrk (cached, compressed) with the form switched off and on,
//     alternating twice so drift on a shared machine hits both alike.
// Prints Markdown for docs/performance.md; exits non-zero on any error.

import { execFileSync } from "node:child_process";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import pg from "pg";
import sharp from "sharp";
import { startPushTestServer } from "~/integrations/push/push-test-server";
import { demoCompany } from "~/server/seed/demo-companies";
import { readNumberOptions } from "./lib/number-options";
import { percentile, startServer } from "./lib/test-server";

const {
  numbers: { posts, duration, connections, port },
} = readNumberOptions({ posts: 10, duration: 8, connections: 32, port: 3113 });
const site = demoCompany(1);
const host = `${site.baseSubdomain}.localhost:${port}`;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free;
}

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers: { host, ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A photo of about 4 MB: noise compresses badly, like a real high-resolution phone picture. */
async function fourMegabytePhoto(seed: number): Promise<Buffer> {
  const width = 2600;
  const height = 1950;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function multipart(photos: Buffer[], name: string): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  const fields = {
    name,
    phone: "20 30 40 50",
    email: "bench@example.dk",
    address: "8000 Aarhus C",
    description: "Måling af tilbudsformularen med fem store billeder.",
    timing: "flexible",
    website: "",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  photos.forEach((photo, i) => {
    form.append("photos", new File([new Uint8Array(photo)], `foto-${i + 1}.jpg`, { type: "image/jpeg" }));
  });
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

function wrk(): { rps: number; errors: string } {
  const out = execFileSync(
    "wrk",
    [
      "-t2",
      `-c${connections}`,
      `-d${duration}s`,
      "-H",
      `Host: ${host}`,
      "-H",
      "Accept-Encoding: br, gzip",
      `http://127.0.0.1:${port}/`,
    ],
    { encoding: "utf8" },
  );
  const errors = [/Socket errors:[^\n]+/.exec(out)?.[0], /Non-2xx or 3xx responses: \d+/.exec(out)?.[0]]
    .filter(Boolean)
    .join("; ");
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), errors };
}

async function main() {
  const pgPort = await freePort();
  const push = await startPushTestServer();
  const server = await startServer({
    port,
    env: { EMBEDDED_PG_PORT: String(pgPort), PUSH_PROVIDER: "webpush", PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" },
  });
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/haandvaerkernet`,
  });
  let failed = false;
  try {
    await client.connect();
    const setForm = async (enabled: boolean) => {
      await client.query(
        "update companies set quote_form_enabled = $1, version = version + 1 where subdomain = $2 returning id",
        [enabled, site.baseSubdomain],
      );
      const { rows } = await client.query("select id from companies where subdomain = $1", [
        site.baseSubdomain,
      ]);
      await client.query("select pg_notify('site_changed', $1)", [rows[0].id]);
      for (let i = 0; i < 20; i++) await send("GET", "/", {}); // render once, warm the cache
    };

    // 1. POST → thank-you page.
    const photos = await Promise.all([1, 2, 3, 4, 5].map(fourMegabytePhoto));
    const start = await send("GET", "/api/tilbud/start", {});
    const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
    await new Promise((resolve) => setTimeout(resolve, 3200)); // the form's minimum fill time
    /** A quote request from its own client address, as a browser sends it. */
    const postQuote = ({ body, type }: { body: Buffer; type: string }, address: string) =>
      send(
        "POST",
        "/tilbud",
        {
          "content-type": type,
          "content-length": String(body.length),
          cookie,
          // Writes must say where they come from (server/security.ts sameOriginWrites), as a browser does.
          origin: `http://${host}`,
          "x-forwarded-for": address,
        },
        body,
      );
    const times: number[] = [];
    for (let i = 0; i < posts; i++) {
      const form = await multipart(photos, `Bench ${i}`);
      const began = performance.now();
      const answer = await postQuote(form, `10.77.0.${i + 1}`);
      const thanks = answer.headers.location ? await send("GET", answer.headers.location, {}) : { status: 0 };
      times.push(performance.now() - began);
      if (answer.status !== 303 || thanks.status !== 200) {
        failed = true;
        console.error(`POST ${i}: ${answer.status}, thank-you ${thanks.status}`);
      }
    }
    const mb = ((await multipart(photos, "x")).body.length / 1024 / 1024).toFixed(1);

    // 2. POST → push delivered, to one device of the owner.
    const device = push.subscribe();
    await client.query(
      `insert into push_subscriptions (company_id, endpoint, p256dh, auth, label)
       select id, $2, $3, $4, 'Bench' from companies where subdomain = $1`,
      [site.baseSubdomain, device.endpoint, device.p256dh, device.auth],
    );
    const pushTimes: number[] = [];
    for (let i = 0; i < posts; i++) {
      const form = await multipart([], `Push ${i}`);
      const before = push.received.length;
      const began = performance.now();
      const answer = await postQuote(form, `10.78.0.${i + 1}`);
      while (push.received.length === before && performance.now() - began < 15_000)
        await new Promise((resolve) => setTimeout(resolve, 2));
      pushTimes.push(performance.now() - began);
      const message = push.received[before] ? JSON.parse(push.received[before].payload).title : "";
      if (answer.status !== 303 || !String(message).startsWith("Ny forespørgsel: ")) {
        failed = true;
        console.error(`push ${i}: POST ${answer.status}, push "${message}"`);
      }
    }
    if (push.refused.length > 0) {
      failed = true;
      console.error(`push service refused: ${push.refused.join("; ")}`);
    }

    // 2. Homepage req/s, form off and on, alternating.
    const off: number[] = [];
    const on: number[] = [];
    for (const enabled of [false, true, false, true]) {
      await setForm(enabled);
      const result = wrk();
      if (result.errors) {
        failed = true;
        console.error(`wrk (${enabled ? "on" : "off"}): ${result.errors}`);
      }
      (enabled ? on : off).push(result.rps);
    }
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    const change = ((mean(on) - mean(off)) / mean(off)) * 100;

    console.log(`\n### Quote requests (npm run bench:requests, ${new Date().toISOString().slice(0, 10)})\n`);
    console.log(`| measure | value |\n|---|---|`);
    console.log(
      `| POST → thank-you, five 4 MB photos (${mb} MB body), ${posts} requests, p50 | ${percentile(times, 50).toFixed(0)} ms |`,
    );
    console.log(`| POST → thank-you, p95 | ${percentile(times, 95).toFixed(0)} ms |`);
    console.log(
      `| POST → push delivered and decrypted, ${posts} text-only requests, p50 | ${percentile(pushTimes, 50).toFixed(0)} ms |`,
    );
    console.log(`| POST → push delivered, p95 | ${percentile(pushTimes, 95).toFixed(0)} ms |`);
    console.log(
      `| homepage req/s, form off (wrk, ${connections} connections, 2 × ${duration} s) | ${mean(off).toFixed(0)} (${off.map((v) => v.toFixed(0)).join(", ")}) |`,
    );
    console.log(
      `| homepage req/s, form on | ${mean(on).toFixed(0)} (${on.map((v) => v.toFixed(0)).join(", ")}) |`,
    );
    console.log(`| change | ${change >= 0 ? "+" : ""}${change.toFixed(1)} % |`);
    console.log(
      `| machine load average (1 min) at the end, ${os.cpus().length} cores | ${os.loadavg()[0]!.toFixed(1)} |`,
    );
  } finally {
    await client.end().catch(() => {});
    await server.stop();
    await push.close();
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
