import { normalizeCvr } from "~/lib/naming";
import type { OnboardingDraft } from "./onboarding-draft.server";

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/**
 * Merges what the owner has typed on one step into the draft, unchecked (issue 12: browser Back and
 * reload keep every typed value, also values never sent with "Næste"). The checks run when the step
 * is submitted; here only lengths are capped, because the draft lives in a cookie. Never the password.
 * Pure: the caller stores the answer.
 */
export function keepTypedAnswers(draft: OnboardingDraft, form: FormData): OnboardingDraft {
  const step = form.get("step");
  if (step === "cvr") return { ...draft, cvr: normalizeCvr(text(form, "cvr", 40)) };
  if (step === "bekraeft" && draft.company) {
    const choice = text(form, "choice", 10);
    return {
      ...draft,
      websiteTyped: {
        choice: choice === "found" || choice === "other" ? choice : "",
        otherUrl: text(form, "otherUrl", 300),
        noWebsite: form.has("noWebsite"),
      },
    };
  }
  if (step === "konto" && draft.company) {
    return { ...draft, email: text(form, "email", 254).trim(), acceptPrivacy: form.has("acceptPrivacy") };
  }
  return draft;
}
