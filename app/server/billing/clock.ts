/**
 * The time billing decisions use (trial end, grace period, reminders). Tests set it instead of
 * sleeping; production never does.
 */
let fixed: Date | null = null;

export function billingNow(): Date {
  return fixed ? new Date(fixed) : new Date();
}

export function setBillingClockForTests(date: Date | null): void {
  fixed = date ? new Date(date) : null;
}
