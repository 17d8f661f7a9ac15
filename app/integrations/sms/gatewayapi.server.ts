import { danishMsisdn, SmsError, type SmsSender } from "./types";

/**
 * GatewayAPI's REST API: POST /rest/mtsms with a JSON body {sender, message, recipients: [{msisdn}]},
 * the API token as the Basic auth user name (empty password). 200 answers {ids: [...], usage}; 4xx is
 * a refusal (bad token, number, text) that a retry cannot mend, 5xx and network failures may pass later.
 */
export function createGatewayApiSender(options: {
  url: string;
  token: string;
  sender: string;
  timeoutMs?: number;
}): SmsSender {
  const authorization = `Basic ${Buffer.from(`${options.token}:`).toString("base64")}`;
  return async (to, text) => {
    const msisdn = danishMsisdn(to);
    if (!msisdn) throw new SmsError(`"${to}" er ikke et dansk mobilnummer`, false);
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: "POST",
        headers: {
          Authorization: authorization,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify({
          sender: options.sender,
          message: text,
          recipients: [{ msisdn: Number(msisdn) }],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsError(
        `SMS-tjenesten kunne ikke nås (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const body = (await response.json().catch(() => null)) as { ids?: unknown[]; message?: string } | null;
    if (response.status === 200 && Array.isArray(body?.ids) && body.ids.length > 0)
      return { id: String(body.ids[0]) };
    const reason = `SMS-tjenesten svarede ${response.status}${body?.message ? `: ${String(body.message).slice(0, 200)}` : ""}`;
    throw new SmsError(reason, response.status >= 500 || response.status === 429);
  };
}
