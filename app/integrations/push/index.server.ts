import { env, serviceEnabled, unknownProvider } from "~/config/env.server";
import type { PushSender } from "./types";
import { loadVapidKeys, type VapidKeys } from "./vapid-keys.server";
import { createWebPushSender } from "./web-push.server";

export type { PushSender } from "./types";

/** Whether PUSH_PROVIDER offers Web Push at all (none: the Notifikationer page says so). */
export function pushEnabled(): boolean {
  return serviceEnabled("PUSH_PROVIDER");
}

let keys: VapidKeys | undefined;

/** The public VAPID key browsers subscribe with (applicationServerKey); null when push is off. */
export function vapidPublicKey(): string | null {
  if (!pushEnabled()) return null;
  keys ??= loadVapidKeys({
    publicKey: env().VAPID_PUBLIC_KEY,
    privateKey: env().VAPID_PRIVATE_KEY,
    dataDir: env().dataDir,
  });
  return keys.publicKey;
}

let sender: PushSender | undefined;

/** The sender PUSH_PROVIDER names; null when push is off. */
export function pushSender(): PushSender | null {
  const config = env();
  switch (config.PUSH_PROVIDER) {
    case "none":
      return null;
    case "webpush":
      vapidPublicKey();
      sender ??= createWebPushSender({
        keys: keys!,
        subject: config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`,
        allowPrivateEndpoints: config.PUSH_ALLOW_PRIVATE_ENDPOINTS,
      });
      return sender;
    default:
      throw unknownProvider("PUSH_PROVIDER", config.PUSH_PROVIDER);
  }
}

/** Tests change the environment between cases. */
export function resetPushForTests(): void {
  keys = undefined;
  sender = undefined;
}
