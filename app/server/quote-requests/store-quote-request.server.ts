import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { type QuotePhoto, quoteRequests } from "~/db/schema";
import { quoteRequestMail } from "~/integrations/mail/templates/quote-request";
import { storage } from "~/integrations/storage/index.server";
import { QUOTE_TIMING_OPTIONS, type QuoteRequestInput } from "~/schemas/quote-request";
import { findRequestInbox } from "./find-request-inbox.server";
import { notifyOwnerOfRequest } from "./notify-owner-of-request.server";
import { quotePhotoStem } from "./quote-photo-keys";
import type { ProcessedPhoto } from "./read-quote-form.server";

export type StoreQuoteRequestInput = {
  /** The company whose site the form was sent from (resolved from the host, never from the form). */
  companyId: string;
  data: QuoteRequestInput;
  photos: ProcessedPhoto[];
  /** false: stored without the notification mail (a first-time sender beyond the site's hourly limit). */
  notify?: boolean;
};

/**
 * Stores a request with its photos and queues exactly one notification to the owner, all or
 * nothing: the photo files are written first (under the private prefix), then the row and the
 * outbox mail in one transaction; if anything fails the files are deleted again, so a failed
 * request leaves nothing behind. Returns the new request's id.
 */
export async function storeQuoteRequest(input: StoreQuoteRequestInput): Promise<string> {
  const id = crypto.randomUUID();
  const files: { key: string; body: Buffer }[] = [];
  const photos: QuotePhoto[] = input.photos.map((photo, index) => {
    const stem = quotePhotoStem(input.companyId, id, index);
    const full = photo.renditions.at(-1)!;
    const thumb = photo.renditions[0]!;
    const key = `${stem}.webp`;
    const thumbKey = thumb === full ? key : `${stem}-thumb.webp`;
    files.push({ key, body: full.body });
    if (thumbKey !== key) files.push({ key: thumbKey, body: thumb.body });
    return { key, thumbKey, width: full.width, height: full.height, bytes: full.body.length };
  });

  try {
    await Promise.all(files.map((file) => storage().put(file.key, file.body, "image/webp")));
    await db().transaction(async (tx) => {
      const { ownerEmail } = await findRequestInbox(tx, input.companyId);
      const { data } = input;
      await tx.insert(quoteRequests).values({
        id,
        companyId: input.companyId,
        name: data.name,
        phone: data.phone,
        email: data.email,
        address: data.address,
        description: data.description,
        timing: data.timing,
        photos,
      });
      if (input.notify === false) return;
      await notifyOwnerOfRequest(tx, { id, companyId: input.companyId, ownerEmail }, (adminUrl) =>
        quoteRequestMail({
          visitorName: data.name,
          phone: data.phone,
          email: data.email,
          address: data.address,
          timing: QUOTE_TIMING_OPTIONS.find((option) => option.value === data.timing)?.label ?? "",
          description: data.description,
          photoCount: photos.length,
          adminUrl,
        }),
      );
    });
    return id;
  } catch (error) {
    await Promise.allSettled(files.map((file) => storage().delete(file.key)));
    throw error;
  }
}
