import { copenhagenDay } from "~/lib/copenhagen-day";
import { trialBannerCookie } from "./trial-banner-cookie.server";

/** The Set-Cookie header value that hides the trial banner for the rest of today (Danish time). */
export async function dismissTrialBanner(now: Date = new Date()): Promise<string> {
  return await trialBannerCookie().serialize(copenhagenDay(now));
}
