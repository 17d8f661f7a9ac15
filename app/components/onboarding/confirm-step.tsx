import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Checkbox, Field } from "~/components/ui/field";
import type { ActionResult } from "~/schemas/action-result";
import type { TypedWebsite, WebsiteChoice } from "~/schemas/onboarding";
import type { LookupPayload } from "~/schemas/onboarding-flow";
import { useKeepTypedAnswers } from "./keep-typed";
import { StepButtons } from "./step-buttons";

type Props = {
  company: LookupPayload;
  saved: WebsiteChoice | null;
  /** What was typed on this step but not (or not successfully) sent with "Næste". */
  typed: TypedWebsite | null;
  /** A refused "Næste": the messages and what was typed (`noWebsite` present when ticked). */
  answer: ActionResult | undefined;
};

export function ConfirmStep({ company, saved, typed, answer }: Props) {
  const found = company.website?.url;
  const sent = answer?.values;
  const initial = sent
    ? { choice: sent.choice ?? "", otherUrl: sent.otherUrl ?? "", noWebsite: sent.noWebsite !== undefined }
    : (typed ?? saved);
  const [choice, setChoice] = useState<string>(initial?.choice || (found ? "found" : "other"));
  const [noWebsite, setNoWebsite] = useState(initial?.noWebsite ?? false);
  const [otherUrl, setOtherUrl] = useState(initial?.otherUrl ?? "");
  useKeepTypedAnswers({ step: "bekraeft", choice: found ? choice : "", otherUrl, noWebsite });
  // Without JavaScript the address field is always shown (nothing could show it on "Nej").
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errors = answer?.fieldErrors ?? {};
  const groupId = useId();

  return (
    <Form method="post" noValidate className="space-y-6">
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="step" value="bekraeft" />
      <ErrorSummary
        autoFocus
        focusKey={answer}
        errors={[
          ...(errors.choice ? [{ message: errors.choice, fieldId: `${groupId}-found` }] : []),
          ...(errors.otherUrl ? [{ message: errors.otherUrl, fieldId: "other-url" }] : []),
        ]}
      />
      <dl className="grid gap-3 rounded-xl bg-stone-50 p-4 sm:grid-cols-2">
        <Detail term="Virksomhed" value={company.name} />
        <Detail term="CVR-nummer" value={company.cvr} />
        <Detail term="Adresse" value={company.address} />
        <Detail term="Postnr. og by" value={`${company.zipcode} ${company.city}`} />
        {company.phone ? <Detail term="Telefon" value={company.phone} /> : null}
        {company.industryDesc ? <Detail term="Branche" value={company.industryDesc} /> : null}
      </dl>

      {found ? (
        <fieldset aria-describedby={errors.choice ? `${groupId}-error` : undefined} className="space-y-3">
          <legend className="mb-2 font-semibold text-stone-900">
            Vi fandt denne hjemmeside. Er det jeres eksisterende hjemmeside?
          </legend>
          <p className="break-all rounded-lg border border-stone-300 bg-white p-3 text-stone-800">{found}</p>
          <Radio
            id={`${groupId}-found`}
            value="found"
            label="Ja, brug den"
            checked={choice === "found"}
            onChange={() => setChoice("found")}
          />
          <Radio value="other" label="Nej" checked={choice === "other"} onChange={() => setChoice("other")} />
          {errors.choice ? (
            <p id={`${groupId}-error`} className="font-medium text-red-700 text-sm">
              {errors.choice}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="text-stone-700">
          Har I en hjemmeside i dag, læser vi den og bruger jeres egne ord i de nye tekster.
        </p>
      )}

      {choice === "other" || !hydrated ? (
        <div className="space-y-3">
          <Field
            id="other-url"
            label={found ? "Hvis nej: jeres nuværende hjemmeside" : "Jeres nuværende hjemmeside"}
            name="otherUrl"
            inputMode="url"
            autoComplete="url"
            placeholder="www.ditfirma.dk"
            value={otherUrl}
            onChange={(event) => setOtherUrl(event.target.value)}
            disabled={hydrated && noWebsite}
            error={errors.otherUrl}
          />
          <Checkbox
            name="noWebsite"
            value="1"
            checked={noWebsite}
            onChange={(event) => setNoWebsite(event.target.checked)}
            label="Vi har ikke nogen hjemmeside"
          />
        </div>
      ) : null}

      <StepButtons />
    </Form>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="font-medium text-stone-900">{value}</dd>
    </div>
  );
}

function Radio({
  id,
  value,
  label,
  checked,
  onChange,
}: {
  id?: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-stone-900">
      <input
        id={id}
        type="radio"
        name="choice"
        value={value}
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}
