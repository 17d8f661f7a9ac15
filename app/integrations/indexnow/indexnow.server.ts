import { IndexNowError, type IndexNowSender } from "./types";

/**
 * The IndexNow protocol (indexnow.org/documentation): POST <endpoint> with a JSON body
 * {host, key, keyLocation, urlList}; the search engine then fetches keyLocation to check that the host
 * really serves the key. 200 and 202 (key check pending) are accepted; 400 (bad body), 403 (key not
 * valid), 422 (URLs not on the host) and 429 (too many) are refusals.
 */
export function createIndexNowSender(options: { url: string; timeoutMs?: number }): IndexNowSender {
  return async (submission) => {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify(submission),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new IndexNowError(
        `IndexNow kunne ikke nås (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    // The body is not used; read it so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 200 || response.status === 202) return;
    throw new IndexNowError(`IndexNow svarede ${response.status}`, response.status);
  };
}
