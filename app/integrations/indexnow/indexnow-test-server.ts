import http from "node:http";
import type { AddressInfo } from "node:net";
import { INDEXNOW_KEY, INDEXNOW_MAX_URLS, type IndexNowSubmission } from "./types";

/**
 * For tests: a local IndexNow endpoint speaking the protocol (POST /indexnow, JSON body). Like the
 * real ones it fetches keyLocation and compares the file's content with the key (`readKeyFile` does
 * the fetch, so tests can reach `*.localhost` hosts, which Node's fetch cannot resolve). Answers 200,
 * 400 for a malformed body, 403 when the key file does not hold the key, 422 when a URL or the key
 * location is not on the host.
 */
export async function startIndexNowTestServer(options: {
  readKeyFile: (keyLocation: string) => Promise<string | null>;
  /** A fixed port (the e2e run's), else any free one. */
  port?: number;
  /** Also called for every accepted submission (the e2e run writes them to files for its specs). */
  onAccepted?: (submission: IndexNowSubmission) => void;
}) {
  const received: IndexNowSubmission[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const answer = (status: number) => {
        answers.push(status);
        res.writeHead(status, { "Content-Type": "text/plain" }).end();
      };
      if (req.method !== "POST" || req.url !== "/indexnow") return answer(404);
      if (!/^application\/json/.test(req.headers["content-type"] ?? "")) return answer(400);
      let body: Partial<IndexNowSubmission>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return answer(400);
      }
      const { host, key, keyLocation, urlList } = body;
      if (
        typeof host !== "string" ||
        typeof key !== "string" ||
        !INDEXNOW_KEY.test(key) ||
        typeof keyLocation !== "string" ||
        !Array.isArray(urlList) ||
        urlList.length === 0 ||
        urlList.length > INDEXNOW_MAX_URLS
      )
        return answer(400);
      const onHost = (url: unknown) => {
        try {
          return typeof url === "string" && new URL(url).host === host;
        } catch {
          return false;
        }
      };
      if (!onHost(keyLocation) || !urlList.every(onHost)) return answer(422);
      const file = await options.readKeyFile(keyLocation).catch(() => null);
      if (file?.trim() !== key) return answer(403);
      received.push({ host, key, keyLocation, urlList });
      options.onAccepted?.({ host, key, keyLocation, urlList });
      answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    /** Accepted submissions, in order. */
    received,
    /** Every status answered, in order (refusals included). */
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
