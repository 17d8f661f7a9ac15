import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, TextAreaField } from "~/components/ui/field";
import { MeetTheOwnerFields } from "~/components/ui/meet-the-owner-fields";
import type { ActionResult } from "~/schemas/action-result";
import {
  PROFILE_FORM_SERVICES,
  PROFILE_FORM_USPS,
  type ProfileFormValues,
  serviceInput,
  uspInput,
} from "~/schemas/profile-form";

/** Where the summary links a message: the owner's fields have their own ids, the rest their input name. */
const fieldIdOf = (name: string) =>
  name === "ownerName" ? "owner-name" : name === "ownerLine" ? "owner-line" : name;

/** "Forsidens indhold" (issue 22): the homepage intro, service cards, selling points and "Mød mesteren". */
export function ProfileEditor({ values, result }: { values: ProfileFormValues; result?: ActionResult }) {
  const errors = result?.fieldErrors ?? {};
  const typed = result?.values ?? {};
  // A refused save shows what was typed; otherwise the saved profile.
  const shown = (name: string, saved: string | undefined) => typed[name] ?? saved ?? "";
  const text = (name: string, saved: string | undefined) => ({
    id: name,
    name,
    defaultValue: shown(name, saved),
    error: errors[name],
  });
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-8">
      <ErrorSummary
        autoFocus
        focusKey={result}
        errors={[
          ...Object.entries(errors).map(([name, message]) => ({ message, fieldId: fieldIdOf(name) })),
          ...(result && !result.ok && result.message ? [{ message: result.message }] : []),
        ]}
      />
      {result?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-800">
          {result.message}
        </p>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="font-semibold text-lg text-stone-900">Introduktion</legend>
        <Field label="Overskrift" {...text("introHeading", values.introHeading)} />
        <TextAreaField label="Tekst" rows={4} {...text("introText", values.introText)} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-lg text-stone-900">
          Ydelser (højst {PROFILE_FORM_SERVICES})
        </legend>
        {Array.from({ length: PROFILE_FORM_SERVICES }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-xl bg-stone-50 p-4 sm:grid-cols-2">
            <Field label={`Ydelse ${i + 1}`} {...text(serviceInput(i, "title"), values.services[i]?.title)} />
            <Field
              label={`Linje om ydelse ${i + 1}`}
              {...text(serviceInput(i, "line"), values.services[i]?.line)}
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
          <Field key={i} label={`Salgsargument ${i + 1}`} {...text(uspInput(i), values.usps[i])} />
        ))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-semibold text-lg text-stone-900">Mød mesteren</legend>
        <MeetTheOwnerFields
          name={shown("ownerName", values.ownerName)}
          line={shown("ownerLine", values.ownerLine)}
          errors={errors}
        />
      </fieldset>
      <Button type="submit">Gem ændringer</Button>
    </Form>
  );
}
