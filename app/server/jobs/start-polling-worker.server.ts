import { log } from "~/server/log.server";

/**
 * Runs `work` again `intervalMs` after each run ends, until the returned stop is awaited (it waits
 * for a run under way). A failing run is logged and the next one still comes. The delivery queues
 * (mail outbox, push alerts, SMS alerts) each run one per instance; SKIP LOCKED keeps them apart.
 */
export function startPollingWorker(
  name: string,
  work: () => Promise<unknown>,
  intervalMs: number,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = work().catch((error) =>
      log("warn", `${name} worker error`, { reason: error instanceof Error ? error.message : String(error) }),
    );
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
