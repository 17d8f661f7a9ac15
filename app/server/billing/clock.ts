import { settableClock } from "~/lib/settable-clock";

/** The time billing decisions use (trial end, grace period, reminders). */
const clock = settableClock();
export const billingNow = clock.now;
export const setBillingClockForTests = clock.set;
