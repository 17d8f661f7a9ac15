import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { normalizeCvr } from "~/lib/naming";
import type { ActionResult } from "~/schemas/action-result";
import { AlreadyRegistered } from "./already-registered";
import { useKeepTypedAnswers } from "./keep-typed";

/** A refused lookup: the message on `cvr`, what was typed, and whether the company already has a site. */
type Props = { cvr: string; answer: ActionResult<Record<string, string>, { taken: boolean }> | undefined };

export function CvrStep({ cvr: saved, answer }: Props) {
  const navigation = useNavigation();
  const [cvr, setCvr] = useState(normalizeCvr(answer?.values?.cvr ?? saved));
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "lookup";
  const error = answer?.fieldErrors.cvr;
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
      {answer?.data?.taken ? <AlreadyRegistered cvr={cvr} /> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Søger..." : "Find virksomhed"}
      </Button>
    </Form>
  );
}
