import type { AccountInput, WebsiteChoice } from "~/schemas/onboarding";
import { isAppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { createSite, type DraftPhotos } from "./create-site.server";

export type DraftCreation = { ok: true; handoffUrl: string } | { ok: false; message: string; field?: string };

const GENERIC_ERROR = "Der opstod en fejl. Prøv igen.";

/** Creation attempts per client address per hour, shared by the streamed and the plain post. */
export const CREATE_LIMIT = 10;
export const CREATE_WINDOW_SECONDS = 3600;

/**
 * The last onboarding step without JavaScript: creates the site from the confirmed company and website
 * choice in the owner's draft and the account just posted. The streamed variant (POST /onboarding/opret)
 * shows the same steps live; this one answers when it is done.
 */
export async function createSiteFromDraft(
  cvr: string,
  website: WebsiteChoice,
  account: AccountInput,
  ip: string,
  photos: DraftPhotos | null = null,
): Promise<DraftCreation> {
  if (!(await hitRateLimit(`create-site:${ip}`, CREATE_LIMIT, CREATE_WINDOW_SECONDS))) {
    return { ok: false, message: "For mange forsøg. Vent lidt, og prøv igen." };
  }
  try {
    const created = await createSite({ cvr, website, account }, undefined, {}, photos);
    return { ok: true, handoffUrl: created.handoffUrl };
  } catch (error) {
    if (isAppError(error))
      return { ok: false, message: error.message, ...(error.field ? { field: error.field } : {}) };
    log("error", "site creation failed", { reason: error instanceof Error ? error.message : String(error) });
    return { ok: false, message: GENERIC_ERROR };
  }
}
