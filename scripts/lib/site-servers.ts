// The yardsticks `npm run bench:site` (scripts/bench-site.ts) measures the app against: nginx serving
// the same HTML bytes as static files, and bare node:http writing them from one Buffer.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Throws when something already listens on `listenPort`: a readiness check would take that server's
 * answers for the one about to start there (a left-over reference server answers 200 to everything).
 */
export async function ensurePortFree(listenPort: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(listenPort, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  if (taken)
    throw new Error(`port ${listenPort} er optaget af en anden proces: stop den, eller vælg en anden port`);
}

/**
 * Waits up to 10 s for `listenPort` to answer GET /; kills `child` and throws when it does not, or when
 * the child has exited (its port taken by another process that answers instead).
 */
async function waitUntilAnswering(child: ChildProcess, listenPort: number, failure: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(failure);
    try {
      await new Promise<void>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port: listenPort, path: "/", agent: false }, (res) =>
            resolve(void res.resume()),
          )
          .on("error", reject),
      );
      return;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGTERM");
        throw new Error(failure);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The floor for any Node server: node:http writing the same bytes from one Buffer, with a content type
 * and length and nothing else (the "bare node:http" reference).
 */
export async function startBareNode(
  file: string,
  listenPort: number,
  nodeBin: string,
): Promise<ChildProcess> {
  const script = `const body = require("node:fs").readFileSync(${JSON.stringify(file)});
require("node:http").createServer((req, res) => {
  res.writeHead(200, ["Content-Type", "text/html; charset=utf-8", "Content-Length", String(body.length)]);
  res.end(body);
}).listen(${listenPort}, "127.0.0.1");`;
  await ensurePortFree(listenPort);
  const child = spawn(nodeBin, ["-e", script], { stdio: ["ignore", "ignore", "inherit"] });
  await waitUntilAnswering(child, listenPort, `node:http-referencen startede ikke på port ${listenPort}`);
  return child;
}

/** nginx with one worker on its own prefix, serving `root` as static files (the yardstick). */
export async function startNginx(root: string, nginxPort: number): Promise<{ stop: () => Promise<void> }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-nginx-"));
  fs.mkdirSync(path.join(prefix, "logs"));
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  default_type text/html;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
  }
}
`,
  );
  await ensurePortFree(nginxPort);
  const child = spawn("nginx", ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  await waitUntilAnswering(child, nginxPort, `nginx startede ikke på port ${nginxPort}`);
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
