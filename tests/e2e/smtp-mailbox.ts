import fs from "node:fs";
import path from "node:path";
import { startTestSmtp } from "../setup/smtp-server";

// The e2e server's mail goes over real SMTP (SMTP_URL in playwright.config.ts) to this server, started
// once by the global setup; it writes each message as one file, so any spec (in any worker) reads them.

export type ReceivedMail = { to: string[]; subject: string; raw: string };

export async function startSmtpMailbox(options: { port: number; dir: string }) {
  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.mkdirSync(options.dir, { recursive: true });
  let count = 0;
  return startTestSmtp(options.port, ({ to, raw }) => {
    const file = path.join(options.dir, `${String(++count).padStart(5, "0")}.eml`);
    fs.writeFileSync(file, `X-Envelope-To: ${to.join(", ")}\r\n${raw}`);
  });
}

/** Every message the SMTP server received so far, oldest first. */
export function readMailbox(dir: string): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), "utf8");
      const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
      const to = (/^X-Envelope-To: (.*)$/im.exec(headers)?.[1] ?? "").split(", ").filter(Boolean);
      const subject = decodeSubject(/^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? "");
      return { to, subject, raw };
    });
}

/** A message's text with quoted-printable soft breaks and bytes undone (enough to search it). */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split("=")
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString("utf8"),
  );
}

/** nodemailer folds long headers and encodes non-ASCII subjects as RFC 2047 words. */
function decodeSubject(header: string): string {
  return header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}
