const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left of the free trial: a started day counts as a day (ends in 10 hours → 1), and an
 * ended trial has 0. A fresh trial (90 days, SPEC §4) has 90.
 */
export function trialDaysLeft(trialEndDate: Date, now: Date = new Date()): number {
  const left = trialEndDate.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}
