import { isValidCvr, normalizeCvr } from "~/lib/naming";

/**
 * The contact form's prefilled message for "Er det din virksomhed?" (onboarding, a CVR that is already
 * registered): names the CVR so support can help at once. Anything but a valid CVR gives no text.
 */
export function claimMessageFor(cvr: string | null): string {
  const normalized = normalizeCvr(cvr ?? "");
  if (!isValidCvr(normalized)) return "";
  return `Mit CVR-nummer ${normalized} er allerede registreret hos jer, men jeg har ikke oprettet siden. Er det min virksomhed? Hjælp mig venligst videre.`;
}
