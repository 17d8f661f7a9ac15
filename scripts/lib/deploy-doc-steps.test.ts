import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { applySubstitutions, extractDeploySteps, testEnvFile } from "./deploy-doc-steps";

const sample = [
  "## 1. The server",
  "",
  "<!-- deploy-step -->",
  "```sh",
  "apt-get install -y caddy",
  "```",
  "",
  "```sh",
  "echo not a step",
  "```",
  "## 3. The app",
  "<!-- deploy-step: file /etc/hv/hv.env -->",
  "",
  "```sh",
  "A=1",
  "```",
  "<!-- deploy-step: instead certbot -->",
  "```sh",
  "certbot certonly",
  "```",
].join("\n");

describe("extractDeploySteps", () => {
  it("returns the marked blocks in order with their section and first line, and skips unmarked ones", () => {
    expect(extractDeploySteps(sample)).toEqual([
      { kind: "run", section: "1. The server", line: 5, text: "apt-get install -y caddy" },
      { kind: "file", section: "3. The app", line: 15, text: "A=1", target: "/etc/hv/hv.env" },
      { kind: "instead", section: "3. The app", line: 19, text: "certbot certonly", name: "certbot" },
    ]);
  });

  it("refuses a marker that no fenced block follows", () => {
    expect(() => extractDeploySteps("<!-- deploy-step -->\ntext")).toThrow(/line 1/);
  });

  it("reads docs/deploy.md: installs before it builds, builds before it starts, one environment file", () => {
    const steps = extractDeploySteps(fs.readFileSync("docs/deploy.md", "utf8"));
    const at = (command: string) => steps.findIndex((step) => step.text.includes(command));
    expect(at("apt-get install -y postgresql")).toBe(0);
    expect(at("npm install -g npm@11")).toBeGreaterThan(0);
    expect(at("npm ci")).toBeGreaterThan(at("npm install -g npm@11"));
    expect(at("systemctl enable --now hv.target")).toBeGreaterThan(at("npm ci"));
    const envFiles = steps.filter((step) => step.kind === "file");
    expect(envFiles.map((step) => step.kind === "file" && step.target)).toEqual(["/etc/hv/hv.env"]);
    expect(() => testEnvFile(envFiles[0]?.text ?? "", {}, () => false)).not.toThrow();
  });
});

describe("testEnvFile", () => {
  const doc =
    "# the database\nDATABASE_URL=postgres://hv:PASSWORD@127.0.0.1/hv\nSMTP_URL=smtps://x\nDATA_DIR=/var/lib/hv";

  it("sets the named variables, drops the dropped ones and keeps the rest as the doc writes it", () => {
    const file = testEnvFile(
      doc,
      { DATABASE_URL: "postgres://hv:pw@127.0.0.1/hv" },
      (name) => name === "SMTP_URL",
    );
    expect(file).toBe("# the database\nDATABASE_URL=postgres://hv:pw@127.0.0.1/hv\nDATA_DIR=/var/lib/hv\n");
  });

  it("fails when the doc no longer names a variable the test sets", () => {
    expect(() => testEnvFile(doc, { AUTH_SECRET: "x" }, () => false)).toThrow(/AUTH_SECRET/);
  });

  it("fails on a comment after a value, which systemd would keep in the value", () => {
    expect(() => testEnvFile("DNS_A_RECORD=192.0.2.10   # the address", {}, () => false)).toThrow(
      /DNS_A_RECORD/,
    );
  });
});

describe("applySubstitutions", () => {
  const steps = extractDeploySteps(
    "<!-- deploy-step -->\n```sh\ngit clone https://example.invalid/x.git\n```\n<!-- deploy-step: file /x -->\n```\nURL=https://example.invalid/x.git\n```",
  );

  it("replaces a placeholder in the commands, not in file contents", () => {
    const [run, file] = applySubstitutions(steps, [
      { find: "https://example.invalid/x.git", replace: "/root/x.bundle", why: "test" },
    ]);
    expect(run?.text).toBe("git clone /root/x.bundle");
    expect(file?.text).toBe("URL=https://example.invalid/x.git");
  });

  it("fails when the doc no longer contains the placeholder", () => {
    expect(() => applySubstitutions(steps, [{ find: "<gone>", replace: "", why: "test" }])).toThrow(/<gone>/);
  });
});
