import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { type WebsiteChoice, websiteChoiceSchema } from "~/schemas/onboarding";
import type { LookupPayload } from "~/server/onboarding/lookup-payload";

type Props = { company: LookupPayload; onBack: () => void; onNext: (website: WebsiteChoice) => void };

export function ConfirmStep({ company, onBack, onNext }: Props) {
  const found = company.website?.url;
  const [choice, setChoice] = useState<"found" | "other" | undefined>(found ? "found" : "other");
  const [otherUrl, setOtherUrl] = useState("");
  const [noWebsite, setNoWebsite] = useState(false);
  const [errors, setErrors] = useState<{ choice?: string; otherUrl?: string }>({});
  const groupId = useId();

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = websiteChoiceSchema.safeParse({ choice, foundUrl: found, otherUrl, noWebsite });
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues)
        fieldErrors[issue.path[0] as "choice" | "otherUrl"] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    onNext(parsed.data);
  };

  return (
    <form onSubmit={next} noValidate className="space-y-6">
      <ErrorSummary
        focusKey={errors}
        errors={[
          ...(errors.choice ? [{ message: errors.choice, fieldId: `${groupId}-found` }] : []),
          ...(errors.otherUrl && !noWebsite ? [{ message: errors.otherUrl, fieldId: "other-url" }] : []),
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
            name="choice"
            label="Ja, brug den"
            checked={choice === "found"}
            onChange={() => setChoice("found")}
          />
          <Radio name="choice" label="Nej" checked={choice === "other"} onChange={() => setChoice("other")} />
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

      {choice === "other" ? (
        <div className="space-y-3">
          <Field
            id="other-url"
            label="Jeres nuværende hjemmeside"
            name="otherUrl"
            inputMode="url"
            autoComplete="url"
            placeholder="www.ditfirma.dk"
            value={otherUrl}
            disabled={noWebsite}
            onChange={(event) => setOtherUrl(event.target.value)}
            error={noWebsite ? undefined : errors.otherUrl}
          />
          <label className="flex min-h-11 items-center gap-3 text-stone-900">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={noWebsite}
              onChange={(event) => setNoWebsite(event.target.checked)}
            />
            Vi har ikke nogen hjemmeside
          </label>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          Tilbage
        </Button>
        <Button type="submit">Næste</Button>
      </div>
    </form>
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
  name,
  label,
  checked,
  onChange,
}: {
  id?: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-stone-900">
      <input
        id={id}
        type="radio"
        name={name}
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}
