/**
 * The time the monthly report job uses. Tests set it instead of sleeping or waiting for the 1st;
 * production never does.
 */
let fixed: Date | null = null;

export function reportNow(): Date {
  return fixed ? new Date(fixed) : new Date();
}

export function setReportClockForTests(date: Date | null): void {
  fixed = date ? new Date(date) : null;
}
