import { normalizeCvr } from "~/lib/naming";
import type { TypedAnswers } from "~/schemas/onboarding-forms";
import type { OnboardingDraft } from "./onboarding-draft.server";

/**
 * Merges what the owner has typed on one step into the draft, unchecked (issue 12: browser Back and
 * reload keep every typed value, also values never sent with "Næste"). The checks run when the step
 * is submitted; here only lengths are capped, because the draft lives in a cookie. Never the password.
 * Pure: the caller stores the answer.
 */
export function keepTypedAnswers(draft: OnboardingDraft, typed: TypedAnswers): OnboardingDraft {
  const { step } = typed;
  if (step === "cvr") return { ...draft, cvr: normalizeCvr(typed.cvr.slice(0, 40)) };
  if (step === "bekraeft" && draft.company) {
    const choice = typed.choice.slice(0, 10);
    return {
      ...draft,
      websiteTyped: {
        choice: choice === "found" || choice === "other" ? choice : "",
        otherUrl: typed.otherUrl.slice(0, 300),
        noWebsite: typed.noWebsite,
      },
    };
  }
  if (step === "konto" && draft.company) {
    return { ...draft, email: typed.email.slice(0, 254).trim(), acceptPrivacy: typed.acceptPrivacy };
  }
  return draft;
}
