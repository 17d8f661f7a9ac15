/**
 * The time the site sections use (holiday hours, the deduction year). Tests set it instead of
 * waiting for a holiday to start or end; production never does.
 */
let fixed: Date | null = null;

export function sectionsNow(): Date {
  return fixed ? new Date(fixed) : new Date();
}

export function setSectionsClockForTests(date: Date | null): void {
  fixed = date ? new Date(date) : null;
}
