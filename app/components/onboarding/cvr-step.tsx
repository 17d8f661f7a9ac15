import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { normalizeCvr } from "~/lib/naming";
import type { OnboardingActionData } from "~/schemas/onboarding-flow";
import { AlreadyRegistered } from "./already-registered";
import { useKeepTypedAnswers } from "./keep-typed";

type Props = { cvr: string; answer: Extract<OnboardingActionData, { step: "cvr" }> | undefined };

export function CvrStep({ cvr: saved, answer }: Props) {
  const navigation = useNavigation();
  const [cvr, setCvr] = useState(answer?.cvr ?? saved);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "lookup";
  const error = answer?.error;
  useKeepTypedAnswers({ step: "cvr", cvr });

  return (
    <Form method="post" noValidate className="space-y-5">
      <input type="hidden" name="intent" value="lookup" />
      <p className="text-stone-700">
        Skriv virksomhedens CVR-nummer. Vi henter navn og adresse fra CVR-registret og skriver teksterne til
        din nye hjemmeside.
      </p>
      <ErrorSummary autoFocus focusKey={answer} errors={error ? [{ message: error, fieldId: "cvr" }] : []} />
      <Field
        id="cvr"
        label="CVR-nummer"
        name="cvr"
        inputMode="numeric"
        autoComplete="off"
        value={cvr}
        onChange={(event) => setCvr(normalizeCvr(event.target.value))}
        error={error}
        hint="8 cifre, f.eks. 12345678"
      />
      {answer?.taken ? <AlreadyRegistered cvr={answer.cvr} /> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Søger..." : "Find virksomhed"}
      </Button>
    </Form>
  );
}
