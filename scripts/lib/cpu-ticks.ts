import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const TICKS_PER_SECOND =
  Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** utime + stime of a process (Linux /proc), in clock ticks; 0 when it is gone. */
export function cpuTicks(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
