type Level = "debug" | "info" | "warn" | "error";

/** Structured logs: one JSON object per line. Never pass secrets or personal data in fields. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  // Both go to stderr; only real errors use console.error, which fails a test that did not expect it.
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
