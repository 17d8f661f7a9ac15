import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { PROFILE_FORM_SERVICES, PROFILE_FORM_USPS, type ProfileFormValues } from "~/schemas/profile-form";

export type ProfileEditorResult = {
  ok: boolean;
  message: string;
  values: ProfileFormValues;
  errors: Record<string, string>;
};

const areaClass =
  "block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700";

/** "Forsidens indhold" (issue 22): the homepage intro, service cards, selling points and "Mød mesteren". */
export function ProfileEditor({
  values,
  result,
}: {
  values: ProfileFormValues;
  result?: ProfileEditorResult;
}) {
  const errors = result?.errors ?? {};
  const shown = result?.values ?? values;
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-8">
      <ErrorSummary
        autoFocus
        focusKey={result}
        errors={Object.entries(errors).map(([fieldId, message]) => ({ message, fieldId }))}
      />
      {result?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-800">
          {result.message}
        </p>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="font-semibold text-lg text-stone-900">Introduktion</legend>
        <Field
          id="introHeading"
          label="Overskrift"
          name="introHeading"
          defaultValue={shown.introHeading}
          error={errors.introHeading}
        />
        <div>
          <label htmlFor="introText" className="mb-1 block font-medium text-stone-900">
            Tekst
          </label>
          <textarea
            id="introText"
            name="introText"
            rows={4}
            defaultValue={shown.introText}
            className={areaClass}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-lg text-stone-900">
          Ydelser (højst {PROFILE_FORM_SERVICES})
        </legend>
        {Array.from({ length: PROFILE_FORM_SERVICES }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-xl bg-stone-50 p-4 sm:grid-cols-2">
            <Field
              id={`title_${i}`}
              label={`Ydelse ${i + 1}`}
              name={`title_${i}`}
              defaultValue={shown.services[i]?.title ?? ""}
              error={errors[`title_${i}`]}
            />
            <Field
              id={`line_${i}`}
              label={`Linje om ydelse ${i + 1}`}
              name={`line_${i}`}
              defaultValue={shown.services[i]?.line ?? ""}
              error={errors[`line_${i}`]}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-lg text-stone-900">
          Salgsargumenter (højst {PROFILE_FORM_USPS})
        </legend>
        <p className="text-sm text-stone-700">Skriv kun det, I kan stå inde for.</p>
        {Array.from({ length: PROFILE_FORM_USPS }, (_, i) => (
          <Field
            key={i}
            id={`usp_${i}`}
            label={`Salgsargument ${i + 1}`}
            name={`usp_${i}`}
            defaultValue={shown.usps[i] ?? ""}
            error={errors[`usp_${i}`]}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-lg text-stone-900">Mød mesteren</legend>
        <Field
          id="ownerName"
          label="Mesterens navn"
          name="ownerName"
          defaultValue={shown.ownerName}
          error={errors.ownerName}
        />
        <div>
          <label htmlFor="ownerLine" className="mb-1 block font-medium text-stone-900">
            Et par ord fra mester
          </label>
          <textarea
            id="ownerLine"
            name="ownerLine"
            rows={3}
            defaultValue={shown.ownerLine}
            aria-invalid={errors.ownerLine ? true : undefined}
            aria-describedby={errors.ownerLine ? "ownerLine-error" : undefined}
            className={areaClass}
          />
          {errors.ownerLine ? (
            <p id="ownerLine-error" className="mt-1 font-medium text-red-700 text-sm">
              {errors.ownerLine}
            </p>
          ) : null}
        </div>
      </fieldset>
      <Button type="submit">Gem ændringer</Button>
    </Form>
  );
}
