import {
  authorisationAllowed,
  GUARANTEE,
  guaranteeAllowed,
  normalizeParagraphs,
  removeAuthorisationClaims,
  removeGuaranteeClaims,
  removeUnverifiedAreaClaims,
} from "./normalize";
import type { EditRequest } from "./types";

/**
 * The house rules for edited text, as for written copy (normalizeCopy): clean paragraphs, and no
 * authorisation, guarantee or membership the firm has not given. The owner's own selection counts as
 * the owner telling us, like their old website does for copy; a saved trust section alone decides
 * authorisations.
 */
export function guardEditedText(text: string, request: EditRequest): string {
  const facts = {
    keywords: [],
    scrapedText: request.selection,
    ...(request.trust ? { trust: request.trust } : {}),
  };
  const paragraphs = normalizeParagraphs(text);
  const checked = !authorisationAllowed(facts)
    ? removeAuthorisationClaims(paragraphs)
    : request.trust
      ? removeUnverifiedAreaClaims(paragraphs, request.trust.verifiedAuthorisations)
      : paragraphs;
  const guarantees = guaranteeAllowed(request) || GUARANTEE.test(request.selection);
  return guarantees ? checked : removeGuaranteeClaims(checked);
}
