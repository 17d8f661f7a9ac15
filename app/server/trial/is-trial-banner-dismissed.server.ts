import { copenhagenDay } from "~/lib/copenhagen-day";
import { trialBannerCookie } from "./trial-banner-cookie.server";

/** True when the request carries a dismissal made today (Danish time). */
export async function isTrialBannerDismissed(
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  const value: unknown = await trialBannerCookie().parse(cookieHeader);
  return value === copenhagenDay(now);
}
