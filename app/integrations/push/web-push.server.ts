import dns from "node:dns/promises";
import { isIP } from "node:net";
import webpush from "web-push";
import { isPublicAddress } from "~/integrations/scrape/is-public-address";
import { PushError, type PushOutcome, type PushSender, type PushTarget } from "./types";
import type { VapidKeys } from "./vapid-keys.server";

/**
 * Web Push through the `web-push` package: it encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID JWT (RFC 8292); the request itself is sent with fetch, so a timeout bounds it and a plain-HTTP
 * push service (the tests' local one) works too.
 */
export function createWebPushSender(options: {
  keys: VapidKeys;
  subject: string;
  timeoutMs?: number;
  /** Seconds the push service keeps an undelivered message (the phone may be off). */
  ttlSeconds?: number;
  /** Tests only: the local push service listens on loopback over plain HTTP. */
  allowPrivateEndpoints?: boolean;
}): PushSender {
  return async (target: PushTarget, payload: string): Promise<PushOutcome> => {
    if (!options.allowPrivateEndpoints) await refuseNonPublicEndpoint(target.endpoint);
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: options.keys.publicKey,
          privateKey: options.keys.privateKey,
        },
        TTL: options.ttlSeconds ?? 24 * 3600,
        urgency: "high",
        contentEncoding: "aes128gcm",
      },
    );
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        redirect: "error",
      });
    } catch (error) {
      throw new PushError(
        `Pushtjenesten kunne ikke nås (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    // The body is not kept: the endpoint is the browser's choice, so its answer is never shown to anyone.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return "gone";
    if (response.status >= 200 && response.status < 300) return "sent";
    throw new PushError(`Pushtjenesten svarede ${response.status}`);
  };
}

/**
 * The endpoint comes from a browser, so the server must not be made to POST into our own network:
 * https only, and every address the host resolves to must be public (push services all are).
 */
async function refuseNonPublicEndpoint(endpoint: string): Promise<void> {
  const url = new URL(endpoint);
  if (url.protocol !== "https:") throw new PushError("Pushtjenestens adresse er ikke https");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [host]
    : (await dns.lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    throw new PushError("Pushtjenestens adresse er ikke offentlig");
}
