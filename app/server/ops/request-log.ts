/** One access-log line: what happened, never who (no IP, cookies, query string, user agent). */
export type RequestLogEntry = {
  time: string;
  level: "info";
  msg: "request";
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
};

/**
 * The query string is dropped because it can carry e-mail addresses, tokens or search terms;
 * the path is cut at 512 characters so a hostile URL cannot blow up a log line.
 */
export function requestLogEntry(input: {
  requestId: string;
  method: string;
  url: string;
  status: number;
  startedAt: bigint;
  endedAt: bigint;
  now?: Date;
}): RequestLogEntry {
  const queryAt = input.url.search(/[?#]/);
  const path = (queryAt === -1 ? input.url : input.url.slice(0, queryAt)).slice(0, 512) || "/";
  return {
    time: (input.now ?? new Date()).toISOString(),
    level: "info",
    msg: "request",
    requestId: input.requestId,
    method: input.method,
    path,
    status: input.status,
    durationMs: Math.round(Number(input.endedAt - input.startedAt) / 10_000) / 100,
  };
}
