import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";

/**
 * An unexpected console.error fails the test (vitest setupFiles): the app logs errors with
 * console.error, so a test that passes while the code under it logged one is hiding a bug. A test
 * that provokes an error log on purpose says so with expectConsoleError(/pattern/); each expected
 * pattern must then be seen, so the expectation cannot go stale either.
 */

let logged: string[] = [];
let expected: RegExp[] = [];
let allowed: RegExp[] = [];
// This file runs again before each test file in the same worker process (vitest.config.ts, isolate:
// false): the console's own error function is kept from the first time, not this file's last wrapper.
const held = globalThis as typeof globalThis & { __hvConsoleError?: typeof console.error };
held.__hvConsoleError ??= console.error;
const original = held.__hvConsoleError;

console.error = (...args: unknown[]) => {
  logged.push(args.map((arg) => (typeof arg === "string" ? arg : inspect(arg))).join(" "));
};

/** Marks an error log matching `pattern` as expected in the current test (and requires it). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/**
 * Allows error logs matching `pattern` in the current test without requiring one: only for logs
 * that depend on timing (e.g. retries while a database comes back). Prefer expectConsoleError.
 */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

/**
 * For a file whose tests make a client log warnings on purpose (each failure it turns into an
 * answer): console.warn says nothing while its tests run.
 */
export function silenceWarningsForFile(): void {
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
}

/** The problems with what was logged: unexpected lines, and expected patterns never seen. */
export function consoleErrorProblems(
  lines: readonly string[],
  patterns: readonly RegExp[],
  optional: readonly RegExp[] = [],
): string[] {
  const unexpected = lines
    .filter((line) => ![...patterns, ...optional].some((pattern) => pattern.test(line)))
    .map((line) => `unexpected console.error: ${line}`);
  const missing = patterns
    .filter((pattern) => !lines.some((line) => pattern.test(line)))
    .map((pattern) => `expected console.error matching ${pattern} was not logged`);
  return [...unexpected, ...missing];
}

function check(where: string): void {
  const problems = consoleErrorProblems(logged, expected, allowed);
  logged = [];
  expected = [];
  allowed = [];
  if (problems.length > 0) {
    original(problems.join("\n"));
    throw new Error(`${where}:\n${problems.join("\n")}`);
  }
}

beforeEach(() => check("console.error outside a test (in a hook or between tests)"));
afterEach(() => check("console.error during the test"));
afterAll(() => check("console.error after the last test"));
