import path from "node:path";
import { SAVED_LOGINS_DIR } from "../../playwright.config";

/** The demo owners the global setup signs in once (demo companies 1–10). */
export const DEMO_OWNERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The storageState file of demo owner `n`'s session on the main host. */
export function savedLoginPath(n: number): string {
  return path.resolve(SAVED_LOGINS_DIR, `owner-${n}.json`);
}
