/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What the push service answered: `sent` (201/202), or `gone` (404/410: the browser dropped the
 * subscription, which must be deleted). Anything else throws a PushError and is retried later.
 */
export type PushOutcome = "sent" | "gone";

/** Sends one encrypted message; the payload is JSON text the service worker reads. */
export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

export class PushError extends Error {}
