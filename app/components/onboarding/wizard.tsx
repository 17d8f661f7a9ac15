import { useEffect, useRef, useState } from "react";
import type { WebsiteChoice } from "~/schemas/onboarding";
import type { LookupPayload } from "~/server/onboarding/lookup-payload";
import { AccountStep } from "./account-step";
import { ConfirmStep } from "./confirm-step";
import { CvrStep } from "./cvr-step";

type State =
  | { step: 1 }
  | { step: 2; company: LookupPayload }
  | { step: 3; company: LookupPayload; website: WebsiteChoice };

const TITLES = { 1: "Find din virksomhed", 2: "Bekræft oplysningerne", 3: "Opret login" } as const;

/** SPEC §2/§4 onboarding: CVR entry → company confirmation → create login → site created. */
export function OnboardingWizard() {
  const [state, setState] = useState<State>({ step: 1 });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // After a step change focus moves to the new step's heading, so it is read out (not on page load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step number is the trigger on purpose.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [state.step]);
  return (
    <section aria-labelledby="onboarding-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <p className="font-medium text-brand-700 text-sm">Trin {state.step} af 3</p>
      <h1
        ref={heading}
        tabIndex={-1}
        id="onboarding-title"
        className="mt-1 mb-6 font-bold text-2xl text-stone-900 sm:text-3xl"
      >
        {TITLES[state.step]}
      </h1>
      {state.step === 1 ? <CvrStep onFound={(company) => setState({ step: 2, company })} /> : null}
      {state.step === 2 ? (
        <ConfirmStep
          company={state.company}
          onBack={() => setState({ step: 1 })}
          onNext={(website) => setState({ step: 3, company: state.company, website })}
        />
      ) : null}
      {state.step === 3 ? (
        <AccountStep
          company={state.company}
          website={state.website}
          onBack={() => setState({ step: 2, company: state.company })}
        />
      ) : null}
    </section>
  );
}
