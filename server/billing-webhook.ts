import type { Request, Response } from "express";
import { billing, isBillingEnabled } from "~/integrations/billing/index.server";
import { WebhookSignatureError } from "~/integrations/billing/types";
import { applyBillingEvent } from "~/server/billing/apply-billing-event.server";
import { log } from "~/server/log.server";

export const BILLING_WEBHOOK_PATH = "/api/billing/webhook";
/** Stripe's events are a few KB; anything near this is not from Stripe. */
const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

/** Reads the raw body (the signature covers the exact bytes), refusing more than `max` while streaming. */
function readRawBody(req: Request, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const reply = (res: Response, status: number, body: Record<string, unknown>) =>
  res.status(status).set("Cache-Control", "no-store").json(body);

/**
 * POST /api/billing/webhook: mounted before any body parser, so the raw bytes reach the signature
 * check. A bad signature is a 400 and changes nothing; a duplicate is a 200 no-op; a failure to read
 * Stripe is a 500 (nothing stored), and Stripe delivers again. The work is one Stripe read and one
 * short transaction, well inside Stripe's timeout.
 */
export function billingWebhook() {
  return async (req: Request, res: Response) => {
    if (!isBillingEnabled()) return reply(res, 404, { error: "billing not configured" });
    const signature = req.headers["stripe-signature"];
    if (typeof signature !== "string") return reply(res, 400, { error: "missing signature" });
    let body: Buffer;
    try {
      body = await readRawBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return reply(res.set("Connection", "close"), 413, { error: "too large" });
      return reply(res, 400, { error: "unreadable body" });
    }
    try {
      const event = await billing().verifyWebhook(body, signature);
      const result = await applyBillingEvent(event, billing());
      log("info", "billing webhook", { event: event.id, type: event.type, result });
      return reply(res, 200, { received: true, result });
    } catch (error) {
      if (error instanceof WebhookSignatureError) return reply(res, 400, { error: "invalid signature" });
      log("error", "billing webhook failed", {
        error: error instanceof Error ? error.message : String(error),
      });
      return reply(res, 500, { error: "not applied; retry" });
    }
  };
}
