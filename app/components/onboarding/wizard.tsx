import { useEffect, useRef } from "react";
import type { ActionResult } from "~/schemas/action-result";
import type { TypedWebsite, WebsiteChoice } from "~/schemas/onboarding";
import type { LookupPayload, OnboardingStep } from "~/schemas/onboarding-flow";
import type { OnboardingPhotoView } from "~/schemas/onboarding-photos";
import { AccountStep } from "./account-step";
import { ConfirmStep } from "./confirm-step";
import { CvrStep } from "./cvr-step";
import { PhotosStep } from "./photos-step";

/** What the onboarding loader gives: the step from the URL and the owner's answers so far. */
export type OnboardingView = {
  step: OnboardingStep;
  cvr: string;
  company: LookupPayload | null;
  website: WebsiteChoice | null;
  websiteTyped: TypedWebsite | null;
  email: string;
  acceptPrivacy: boolean;
  /** The photo step (issue 22): the draft's photos, "Mød mesteren" as typed, the last post's messages. */
  photos: OnboardingPhotoView[];
  owner: { name: string; line: string };
  photoErrors: { photos?: string; ownerName?: string; ownerLine?: string };
};

const STEPS = {
  cvr: { number: 1, title: "Find din virksomhed" },
  bekraeft: { number: 2, title: "Bekræft oplysningerne" },
  billeder: { number: 3, title: "Billeder fra dag ét" },
  konto: { number: 4, title: "Opret login" },
} as const;

/** SPEC §2/§4 onboarding: CVR entry → company confirmation → photos (issue 22) → create login → site created. */
export function OnboardingWizard({
  state,
  answer,
}: {
  state: OnboardingView;
  /** A refused step's ActionResult; its `intent` names the step. */
  answer: ActionResult<Record<string, string>, { taken?: boolean } | undefined> | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { step, company } = state;
  // After a step change focus moves to the new step's heading, so it is read out (not on page load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger on purpose.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);
  return (
    <section aria-labelledby="onboarding-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <p className="font-medium text-brand-700 text-sm">Trin {STEPS[step].number} af 4</p>
      <h1
        ref={heading}
        tabIndex={-1}
        id="onboarding-title"
        // Without JavaScript a later step is a new page: the browser focuses its heading (unless an
        // error summary on it takes focus).
        // biome-ignore lint/a11y/noAutofocus: the no-JavaScript way of moving focus to the new step.
        autoFocus={
          step !== "cvr" && !answer && !(step === "billeder" && Object.keys(state.photoErrors).length)
        }
        className="mt-1 mb-6 font-bold text-2xl text-stone-900 sm:text-3xl"
      >
        {STEPS[step].title}
      </h1>
      {step === "cvr" ? (
        <CvrStep
          cvr={state.cvr}
          answer={
            answer?.intent === "cvr" ? { ...answer, data: { taken: answer.data?.taken ?? false } } : undefined
          }
        />
      ) : null}
      {step === "bekraeft" && company ? (
        <ConfirmStep
          company={company}
          saved={state.website}
          typed={state.websiteTyped}
          answer={answer?.intent === "bekraeft" ? answer : undefined}
        />
      ) : null}
      {step === "billeder" && company && state.website ? (
        <PhotosStep photos={state.photos} owner={state.owner} errors={state.photoErrors} />
      ) : null}
      {step === "konto" && company && state.website ? (
        <AccountStep
          company={company}
          website={state.website}
          email={state.email}
          acceptPrivacy={state.acceptPrivacy}
          answer={answer?.intent === "konto" ? answer : undefined}
        />
      ) : null}
    </section>
  );
}
