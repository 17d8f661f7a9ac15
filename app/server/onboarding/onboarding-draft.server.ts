import crypto from "node:crypto";
import { createCookieSessionStorage, type Session } from "react-router";
import { env } from "~/config/env.server";
import type { TypedWebsite, WebsiteChoice } from "~/schemas/onboarding";
import { authSecret } from "~/server/auth/auth.server";
import type { LookupPayload } from "./lookup-payload";

/**
 * What an owner has typed in onboarding so far (issue 12: browser Back and reload keep it). Kept in a
 * signed cookie, so no table and nothing to clean up; never the password. The step itself is in the
 * URL (?trin=), see app/routes/onboarding/onboarding.tsx.
 */
export type OnboardingDraft = {
  cvr?: string;
  company?: LookupPayload;
  website?: WebsiteChoice;
  email?: string;
  /** Step 2 as typed, checked or not (kept when the owner leaves the step without "Næste"). */
  websiteTyped?: TypedWebsite;
  acceptPrivacy?: boolean;
  /**
   * Issue 22, the photo step: the random key its photos wait under (onboarding_uploads, private
   * storage; files cannot live in a cookie, docs/decisions/029), the website whose images were
   * offered, "Mød mesteren" as typed, and the last post's messages.
   */
  photoKey?: string;
  photosFoundFor?: string;
  owner?: { name: string; line: string };
  photoErrors?: { photos?: string; ownerName?: string; ownerLine?: string };
};

/** A fresh key for a draft's photos: 128 random bits, hex. */
export function newPhotoKey(): string {
  return crypto.randomBytes(16).toString("hex");
}

type DraftSession = Session<{ draft: OnboardingDraft }>;

function storage() {
  return createCookieSessionStorage<{ draft: OnboardingDraft }>({
    cookie: {
      name: "hv_onboarding",
      // "/" rather than "/onboarding": React Router's data requests go to /onboarding.data.
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env().publicUrl.startsWith("https://"),
      secrets: [authSecret()],
      maxAge: 24 * 60 * 60,
    },
  });
}

export async function readDraft(
  request: Request,
): Promise<{ draft: OnboardingDraft; session: DraftSession }> {
  const session = await storage().getSession(request.headers.get("Cookie"));
  return { draft: session.get("draft") ?? {}, session };
}

/** Stores the draft; the answer is the Set-Cookie header value. */
export function saveDraft(session: DraftSession, draft: OnboardingDraft): Promise<string> {
  session.set("draft", draft);
  return storage().commitSession(session);
}

/** After the site is created nothing of the draft is needed any more. */
export function clearDraft(session: DraftSession): Promise<string> {
  return storage().destroySession(session);
}
