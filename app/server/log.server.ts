type Level = "debug" | "info" | "warn" | "error";

/** Structured logs: one JSON object per line. Never pass secrets or personal data in fields. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}
