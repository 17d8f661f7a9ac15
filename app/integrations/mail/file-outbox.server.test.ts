import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { createFileOutbox } from "./file-outbox.server";
import { createMailTransport, deliverMail, resetMailTransportForTests } from "./index.server";
import { parseMail } from "./mime.test-support";

const FROM = "Håndværkernet <noreply@xn--hndvrkernet-x8aq.dk>";
const message = {
  to: "hjort@aeroemaler.dk",
  subject: "Nulstil dit password til Håndværkernet",
  text: "Brug linket herunder til at vælge et nyt password:\n\nhttp://localhost:3000/nulstil?token=æøå",
  html: "<p>Vælg et nyt password</p>",
};

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-mail-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetEnvForTests();
  resetMailTransportForTests();
});

const emlFiles = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

describe("the file outbox", () => {
  it("writes the message as a complete .eml file and logs one line", async () => {
    const lines: string[] = [];
    const outbox = path.join(dir, "mail");

    await createFileOutbox({ dir: outbox, from: FROM, log: (line) => lines.push(line) })(message);

    const files = emlFiles(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = parseMail(fs.readFileSync(path.join(outbox, files[0] ?? ""), "utf8"));
    expect(parsed.headers.get("from")).toBe(FROM);
    expect(parsed.headers.get("to")).toBe(message.to);
    expect(parsed.headers.get("subject")).toBe(message.subject);
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message.subject);
    expect(lines[0]).toContain(message.to);
    expect(lines[0]).toContain(path.join(outbox, files[0] ?? ""));
  });

  it("keeps every message in its own file", async () => {
    const send = createFileOutbox({ dir, from: FROM, log: () => {} });
    await Promise.all([
      send(message),
      send({ ...message, to: "a@example.dk" }),
      send({ ...message, to: "b@example.dk" }),
    ]);
    expect(emlFiles(dir).filter((file) => file.endsWith(".eml"))).toHaveLength(3);
    expect(emlFiles(dir).filter((file) => file.endsWith(".tmp"))).toHaveLength(0);
  });

  it("throws when the folder cannot be written", async () => {
    const blocker = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocker, "");
    await expect(createFileOutbox({ dir: blocker, from: FROM, log: () => {} })(message)).rejects.toThrow();
  });

  it("is what createMailTransport picks for MAIL_PROVIDER=offline, and says it only wrote the file", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    expect(await createMailTransport({ provider: "offline", from: FROM, dataDir: dir })(message)).toBe(
      "written",
    );
    expect(emlFiles(path.join(dir, "mail"))).toHaveLength(1);
  });
});

describe("deliverMail", () => {
  it("follows the environment: MAIL_PROVIDER=offline means files under DATA_DIR/mail", async () => {
    vi.stubEnv("DATA_DIR", dir);
    vi.stubEnv("MAIL_PROVIDER", "offline");
    vi.stubEnv("MAIL_FROM", "Test <test@example.dk>");
    resetEnvForTests();
    resetMailTransportForTests();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});

    expect(await deliverMail(message)).toBe("written");

    const files = emlFiles(path.join(dir, "mail"));
    expect(files).toHaveLength(1);
    const parsed = parseMail(fs.readFileSync(path.join(dir, "mail", files[0] ?? ""), "utf8"));
    expect(parsed.headers.get("from")).toBe("Test <test@example.dk>");
    expect(info).toHaveBeenCalledTimes(1);
  });
});
