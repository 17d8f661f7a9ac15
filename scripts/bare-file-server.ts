// The floor for `npm run bench:site-files` (scripts/bench-site-files.ts): a bare node:http server that
// serves the store's files the way nginx is asked for them (/sites/<companyId>/current/p<N>.html) with
// the least work our server must also do per request: one pread of the site's slot in the host marks
// (docs/decisions/039; a publish on another instance shows on the next request) and, when it changed,
// one readlink of the site's `current` link, open, one read of the file into a reused buffer, close,
// and one writeHead with the headers our server sends (HEADERS, as JSON pairs). One map lookup (the
// site's generation), no metrics, no page views: what Node's HTTP stack and the system calls cost on
// this machine.
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
const marks = fs.openSync(`${store}/host-marks`, fs.constants.O_RDONLY | fs.constants.O_CREAT, 0o644);
const mark = new Int32Array(2);
const markBytes = Buffer.from(mark.buffer);
// Site → its generation and the slot's bytes when its link was read. The slot: a cheap hash of the id
// (the cost of the pread does not depend on which slot it reads).
const generations = new Map<string, { generation: string; low: number; high: number }>();

http
  .createServer((req, res) => {
    const match = FILE.exec(req.url ?? "");
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    try {
      const site = `${store}/sites/${match[1]}`;
      if (fs.readSync(marks, markBytes, 0, 8, (match[1]!.charCodeAt(0) % 16) * 8) !== 8) mark.fill(0);
      let known = generations.get(match[1]!);
      if (!known || known.low !== mark[0] || known.high !== mark[1]) {
        known = { generation: fs.readlinkSync(`${site}/current`), low: mark[0]!, high: mark[1]! };
        generations.set(match[1]!, known);
      }
      const fd = fs.openSync(`${site}/${known.generation}/${match[2]}`, "r");
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
