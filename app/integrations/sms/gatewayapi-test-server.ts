import http from "node:http";
import type { AddressInfo } from "node:net";

type ReceivedSms = { sender: string; message: string; msisdn: number };

/**
 * For tests: a local server speaking GatewayAPI's REST wire format (POST /rest/mtsms, JSON body, the
 * API token as the Basic auth user). Answers 200 {ids, usage}, 401 for a wrong token, 422 for a body
 * that is not the documented shape, or scripted statuses.
 */
export async function startGatewayApiTestServer(
  token: string,
  /** port: a fixed one (e2e); onReceive: each message as it arrives (e2e writes them to files). */
  options: { port?: number; onReceive?: (sms: ReceivedSms) => void } = {},
) {
  const received: ReceivedSms[] = [];
  const scripted: number[] = [];
  let nextId = 1000;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      if (req.method !== "POST" || req.url !== "/rest/mtsms") return json(404, { message: "Not found" });
      const expected = `Basic ${Buffer.from(`${token}:`).toString("base64")}`;
      if (req.headers.authorization !== expected)
        return json(401, { code: "0x0213", message: "Unauthorized" });
      const status = scripted.shift();
      if (status !== undefined) return json(status, { message: "scripted failure" });
      let body: { sender?: unknown; message?: unknown; recipients?: Array<{ msisdn?: unknown }> };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return json(422, { message: "Invalid json" });
      }
      const recipients = Array.isArray(body.recipients) ? body.recipients : [];
      if (
        typeof body.message !== "string" ||
        typeof body.sender !== "string" ||
        recipients.length === 0 ||
        !recipients.every((r) => typeof r.msisdn === "number")
      )
        return json(400, { message: "Invalid arguments" });
      const ids = recipients.map((recipient) => {
        const sms = {
          sender: body.sender as string,
          message: body.message as string,
          msisdn: recipient.msisdn as number,
        };
        received.push(sms);
        options.onReceive?.(sms);
        return nextId++;
      });
      json(200, {
        ids,
        usage: { countries: { DK: ids.length }, currency: "DKK", total_cost: 0.2 * ids.length },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/mtsms`;
  return {
    url,
    received,
    /** The next answers' statuses (e.g. [500]); normal answers afterwards. */
    failNext: (...statuses: number[]) => scripted.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
