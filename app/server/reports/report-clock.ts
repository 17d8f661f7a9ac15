import { settableClock } from "~/lib/settable-clock";

/** The time the monthly report job uses (instead of waiting for the 1st). */
const clock = settableClock();
export const reportNow = clock.now;
export const setReportClockForTests = clock.set;
