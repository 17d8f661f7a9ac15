// The floor for `npm run bench:site-files` (scripts/bench-site-files.ts): a bare node:http server that
// serves the store's files the way nginx is asked for them (/sites/<companyId>/current/p<N>.html) with
// the least work our server must also do per request: one readlink of the site's `current` link (a
// publish on another instance shows on the next request), open, one read of the file into a reused
// buffer, close, and one writeHead with the headers our server sends (HEADERS, as JSON pairs). No
// lookups, no metrics, no page views: what Node's HTTP stack and the system calls cost on this machine.
//
//   STORE=<site-files dir> PORT=<port> HEADERS='[["X-Request-Id","…"],…]' node scripts/bare-file-server.ts
import fs from "node:fs";
import http from "node:http";

const store = process.env.STORE!;
const headers = JSON.parse(process.env.HEADERS ?? "[]") as Array<[string, string]>;
const flat = headers.flat();
const lengthAt = flat.length + 1;
flat.push("Content-Length", "0");
let body = Buffer.allocUnsafeSlow(1024 * 1024);
const FILE = /^\/sites\/([0-9a-f-]{36})\/current\/(p\d+\.html)$/;

http
  .createServer((req, res) => {
    const match = FILE.exec(req.url ?? "");
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    try {
      const site = `${store}/sites/${match[1]}`;
      const generation = fs.readlinkSync(`${site}/current`);
      const fd = fs.openSync(`${site}/${generation}/${match[2]}`, "r");
      let length: number;
      try {
        length = fs.readSync(fd, body, 0, body.length, 0);
      } finally {
        fs.closeSync(fd);
      }
      flat[lengthAt] = String(length);
      res.writeHead(200, flat);
      res.end(body.subarray(0, length));
      // Not all taken by the socket yet: that answer keeps this buffer, the next read gets a new one.
      if (res.writableLength > 0) body = Buffer.allocUnsafeSlow(body.length);
    } catch {
      res.writeHead(404).end();
    }
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
