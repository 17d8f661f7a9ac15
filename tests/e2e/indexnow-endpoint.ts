import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { startIndexNowTestServer } from "../../app/integrations/indexnow/indexnow-test-server";
import type { IndexNowSubmission } from "../../app/integrations/indexnow/types";

// The e2e run's IndexNow endpoint (INDEXNOW_URL in playwright.config.ts), started by the global setup:
// it checks each submission's key file on the site's host, as the real endpoints do, and writes every
// accepted submission to a file so specs in any worker can read them.

/** GETs a `*.localhost` URL on loopback with its Host header (Node's fetch cannot resolve those). */
function readOnLoopback(url: string): Promise<string | null> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const request = http.get(
      { host: "127.0.0.1", port: target.port || 80, path: target.pathname, headers: { host: target.host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve(response.statusCode === 200 ? Buffer.concat(chunks).toString("utf8") : null),
        );
      },
    );
    request.on("error", () => resolve(null));
  });
}

export async function startIndexNowEndpoint(options: { port: number; dir: string }) {
  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.mkdirSync(options.dir, { recursive: true });
  let count = 0;
  return startIndexNowTestServer({
    port: options.port,
    readKeyFile: readOnLoopback,
    onAccepted: (submission) =>
      fs.writeFileSync(
        path.join(options.dir, `${String(++count).padStart(5, "0")}.json`),
        JSON.stringify(submission),
      ),
  });
}

/** Every submission the endpoint accepted so far, oldest first. */
export function readIndexNowSubmissions(dir: string): IndexNowSubmission[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as IndexNowSubmission);
}
