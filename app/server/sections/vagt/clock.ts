import { settableClock } from "~/lib/settable-clock";

/** The time the site sections use (holiday hours, the deduction year). */
const clock = settableClock();
export const sectionsNow = clock.now;
export const setSectionsClockForTests = clock.set;
