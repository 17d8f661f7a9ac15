import { indexNowEnabled, submitToIndexNow } from "~/integrations/indexnow/index.server";
import { log } from "~/server/log.server";
import { INDEXNOW_KEY_PATH, indexNowKey } from "./indexnow-key.server";

// On globalThis: a test file and the app bundle it loads hold different copies of this module,
// and a publish from either must be awaited by settleIndexNow.
const shared = globalThis as typeof globalThis & { __hvIndexNowPending?: Set<Promise<void>> };
shared.__hvIndexNowPending ??= new Set();
const pending = shared.__hvIndexNowPending;

/**
 * Tells IndexNow about the pages one publish changed: one submission per publish that changed
 * anything, sent in the background. The publish never waits on it and never fails with it: a refusal
 * or an unreachable endpoint is logged as a warning (the pages are published either way, and the
 * search engines still find them through the sitemap).
 */
export function notifyIndexNow(companyId: string, origin: string, paths: string[]): void {
  if (paths.length === 0 || !indexNowEnabled()) return;
  const host = new URL(origin).host;
  const submission = {
    host,
    key: indexNowKey(companyId),
    keyLocation: `${origin}${INDEXNOW_KEY_PATH}`,
    urlList: paths.map((path) => `${origin}${path === "/" ? "/" : encodeURI(path)}`),
  };
  const sending = submitToIndexNow(submission)
    .catch((error: unknown) => {
      log("warn", "IndexNow submission failed", {
        companyId,
        error: error instanceof Error ? error.message : String(error),
      });
    })
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Waits for the submissions under way (tests, shutdown). */
export async function settleIndexNow(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
