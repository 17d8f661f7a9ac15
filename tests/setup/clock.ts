import { afterEach } from "vitest";

/**
 * A domain's settable clock (app/lib/settable-clock.ts) for one test file: returns its setter and
 * puts it back on real time after each test, so no test inherits another's date.
 */
export function clockForFile(set: (date: Date | null) => void): (date: Date) => void {
  afterEach(() => set(null));
  return set;
}
