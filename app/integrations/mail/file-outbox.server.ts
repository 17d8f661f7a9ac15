import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import { toNodemailerMessage } from "./to-nodemailer-message";
import type { MailTransport } from "./types";

export type FileOutboxOptions = {
  /** Where the .eml files go, e.g. DATA_DIR/mail. Created when missing. */
  dir: string;
  from: string;
  /** One line per message, so whoever runs the machine sees mail "leave" in the server log. */
  log?: (line: string) => void;
};

/**
 * The mail transport without an SMTP server: every message is written as a complete .eml file (open it in
 * any mail program) built by the same nodemailer composer the SMTP transport uses.
 */
export function createFileOutbox(options: FileOutboxOptions): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const log = options.log ?? ((line: string) => console.info(line));

  return async (message) => {
    const info = await composer.sendMail(toNodemailerMessage(options.from, message));
    await fs.mkdir(options.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
    const file = path.join(options.dir, name);
    // Written under a temporary name first, so a reader never sees half a message.
    const partial = `${file}.tmp`;
    if (!Buffer.isBuffer(info.message)) throw new Error("nodemailer returnerede ikke beskeden som en buffer");
    await fs.writeFile(partial, info.message);
    await fs.rename(partial, file);
    log(`[mail] ikke sendt (MAIL_PROVIDER=offline): "${message.subject}" til ${message.to} gemt i ${file}`);
    return "written";
  };
}
