import { trialDaysLeft } from "./trial-days-left";

/** SPEC §9: the trial banner shows from 30 days before the end. */
const TRIAL_BANNER_FROM_DAYS = 30;

/** SPEC §4: shown when the plan type is Free and 1 to 30 days remain before the trial's end. */
export function shouldShowTrialBanner(
  plan: { planType: string; trialEndDate: Date },
  now: Date = new Date(),
): boolean {
  if (plan.planType !== "Free") return false;
  const days = trialDaysLeft(plan.trialEndDate, now);
  return days >= 1 && days <= TRIAL_BANNER_FROM_DAYS;
}
