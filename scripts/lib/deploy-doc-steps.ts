// Reads the commands of docs/deploy.md out of the document itself (npm run test:deploy-doc), so the
// doc and its test cannot drift apart. A fenced block is a step when the line before it (blank lines
// aside) is one of these markers:
//
//   <!-- deploy-step -->                  run the block as written, in a bash on the fresh machine
//   <!-- deploy-step: file /etc/x -->     the block is the content of that file (the test fills in
//                                         its own secrets and offline providers, see testEnvFile)
//   <!-- deploy-step: instead NAME -->    the block cannot run here (NAME says what the test runs
//                                         in its place and why, scripts/test-deploy-doc.ts)

export type DeployStep =
  | { kind: "run"; section: string; line: number; text: string }
  | { kind: "file"; section: string; line: number; text: string; target: string }
  | { kind: "instead"; section: string; line: number; text: string; name: string };

const MARKER = /^<!--\s*deploy-step(?::\s*(file|instead)\s+(\S+))?\s*-->\s*$/;

/** The marked blocks in document order, each with its section heading and the line it starts on. */
export function extractDeploySteps(markdown: string): DeployStep[] {
  const lines = markdown.split("\n");
  const steps: DeployStep[] = [];
  let section = "";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (/^#{2,3} /.test(line)) section = line.replace(/^#+ /, "");
    const marker = MARKER.exec(line.trim());
    if (!marker) continue;
    let start = index + 1;
    while ((lines[start] ?? "").trim() === "") start++;
    if (!/^```(sh|bash)?\s*$/.test(lines[start] ?? "")) {
      throw new Error(`docs/deploy.md line ${index + 1}: a deploy-step marker must precede a fenced block`);
    }
    const end = lines.findIndex((candidate, at) => at > start && candidate.startsWith("```"));
    if (end < 0) throw new Error(`docs/deploy.md line ${start + 1}: the fenced block never ends`);
    const text = lines.slice(start + 1, end).join("\n");
    const at = { section, line: start + 2, text };
    if (marker[1] === "file") steps.push({ kind: "file", target: marker[2] ?? "", ...at });
    else if (marker[1] === "instead") steps.push({ kind: "instead", name: marker[2] ?? "", ...at });
    else steps.push({ kind: "run", ...at });
    index = end;
  }
  return steps;
}

/**
 * The doc's example environment file with the test's values: `set` replaces a variable the doc names
 * (it must name it: a renamed variable fails the test instead of going unnoticed) and `drop` removes
 * the companions of providers the test runs offline. Everything else stays as the doc writes it, so a
 * variable the doc forgets is missing here too.
 */
export function testEnvFile(
  docText: string,
  set: Record<string, string>,
  drop: (name: string) => boolean,
): string {
  const named = new Set<string>();
  const out: string[] = [];
  for (const line of docText.split("\n")) {
    const assignment = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    const name = assignment?.[1];
    if (!name) {
      out.push(line);
      continue;
    }
    named.add(name);
    if (/\s#/.test(line)) {
      throw new Error(
        `docs/deploy.md: "${line}": systemd's EnvironmentFile keeps a trailing # comment in the value`,
      );
    }
    if (name in set) out.push(`${name}=${set[name]}`);
    else if (!drop(name)) out.push(line);
  }
  const missing = Object.keys(set).filter((name) => !named.has(name));
  if (missing.length > 0)
    throw new Error(`docs/deploy.md's environment file no longer names ${missing.join(", ")}`);
  return `${out.join("\n")}\n`;
}

/** A replacement in the doc's commands (a placeholder the reader fills in); it must match somewhere. */
export type Substitution = { find: string; replace: string; why: string };

export function applySubstitutions(steps: DeployStep[], substitutions: Substitution[]): DeployStep[] {
  const unused = substitutions.filter((sub) => !steps.some((step) => step.text.includes(sub.find)));
  if (unused.length > 0) {
    throw new Error(
      `docs/deploy.md no longer contains ${unused.map((sub) => JSON.stringify(sub.find)).join(", ")}`,
    );
  }
  return steps.map((step) =>
    step.kind === "run"
      ? {
          ...step,
          text: substitutions.reduce((text, sub) => text.replaceAll(sub.find, sub.replace), step.text),
        }
      : step,
  );
}
