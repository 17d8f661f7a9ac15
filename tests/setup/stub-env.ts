import { vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";

/**
 * Sets these variables (vi.stubEnv) and reads the environment again; `resets` drop what clients
 * cached of the old settings (resetSmsForTests, …).
 */
export function stubEnvs(values: Record<string, string>, ...resets: Array<() => void>): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvForTests();
  for (const reset of resets) reset();
}

/** Undoes every stubbed variable and reads the environment again, with the same `resets`. */
export function unstubEnvs(...resets: Array<() => void>): void {
  vi.unstubAllEnvs();
  resetEnvForTests();
  for (const reset of resets) reset();
}
