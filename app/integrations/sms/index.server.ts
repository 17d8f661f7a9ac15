import { env, serviceEnabled, unknownProvider } from "~/config/env.server";
import { createGatewayApiSender } from "./gatewayapi.server";
import type { SmsSender } from "./types";

export { SmsError, type SmsSender } from "./types";

/** Whether SMS_PROVIDER offers text messages at all (none: the pages say SMS is not set up). */
export function smsEnabled(): boolean {
  return serviceEnabled("SMS_PROVIDER");
}

let sender: SmsSender | undefined;

/**
 * Sends one text message through the provider SMS_PROVIDER names; throws SmsError on failure (or when
 * SMS is not set up). Generic on purpose: owner alerts and, later, ownership codes use the same call.
 */
export async function sendSms(to: string, text: string): Promise<{ id: string }> {
  const config = env();
  switch (config.SMS_PROVIDER) {
    case "none":
      throw new Error("SMS er ikke sat op på denne server (SMS_PROVIDER=none)");
    case "gatewayapi":
      sender ??= createGatewayApiSender({
        url: config.GATEWAYAPI_URL,
        token: config.GATEWAYAPI_TOKEN ?? "",
        sender: config.SMS_SENDER,
      });
      return sender(to, text);
    default:
      throw unknownProvider("SMS_PROVIDER", config.SMS_PROVIDER);
  }
}

/** Tests change the environment between cases. */
export function resetSmsForTests(): void {
  sender = undefined;
}
