/**
 * The time one domain reads (billing, the site sections, the monthly report): tests set it instead
 * of sleeping or waiting for a date; production never does. One clock per domain, so setting the
 * billing time moves no holiday hours (tests/setup/clock.ts resets a clock after each test).
 */
export function settableClock() {
  let fixed: Date | null = null;
  return {
    now: (): Date => (fixed ? new Date(fixed) : new Date()),
    set: (date: Date | null): void => {
      fixed = date ? new Date(date) : null;
    },
  };
}
