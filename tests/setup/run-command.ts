import { spawn } from "node:child_process";

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a command with exactly `env` (a process entry, a script) and collects what it prints and how it
 * ends. `stopWhen` sends SIGTERM once the output so far satisfies it (a server that says it listens);
 * after `timeoutMs` it is killed, so a hanging process fails its test instead of the run.
 */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { stopWhen?: (stdout: string) => boolean; timeoutMs?: number } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (options.stopWhen?.(stdout)) child.kill("SIGTERM");
    });
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
