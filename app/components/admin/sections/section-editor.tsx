import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SaveButtonRow } from "~/components/admin/save-bar";
import { ErrorSummary, type SummaryError } from "~/components/ui/error-summary";
import type { ActionResult } from "~/schemas/action-result";

/**
 * What every section page's action answers (app/routes/admin/sections/section-route.server.ts):
 * saved, or Danish messages by input name with the typed values kept. `at` moves focus to the error
 * summary on every refused save, even one with the same messages.
 */
export type SectionResult<V = unknown> = ActionResult<V>;

/** The id of the input named `name` ("holidays.0.to" → "holidays-0-to"), for labels and error links. */
export const fieldId = (name: string) => name.replace(/\./g, "-");

/**
 * The one frame of every section page (/admin/sektioner/…): the way back, heading, explanation, the
 * error summary, and one plain POST form (works without JavaScript) with the section's on/off switch
 * first and the save button with its answer last.
 */
export function SectionEditor({
  title,
  intro,
  result,
  order,
  toggle,
  children,
}: {
  title: string;
  intro: ReactNode;
  result: SectionResult | undefined;
  /** Input names in the order the form shows them, for the error summary (else the answer's order). */
  order?: readonly string[];
  /** The "Vis … på forsiden" checkbox, when the section has one switch. */
  toggle?: { name: string; label: string; checked: boolean };
  children: ReactNode;
}) {
  const saving = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const names = failed ? (order ?? Object.keys(failed.fieldErrors)) : [];
  const errors: SummaryError[] = failed
    ? [
        ...names.flatMap((name) =>
          failed.fieldErrors[name] ? [{ message: failed.fieldErrors[name]!, fieldId: fieldId(name) }] : [],
        ),
        ...(Object.keys(failed.fieldErrors).length === 0 ? [{ message: failed.message }] : []),
      ]
    : [];
  return (
    <div className="max-w-3xl space-y-4">
      <p>
        <Link to="/admin/sektioner" className="font-medium text-brand-700 underline underline-offset-2">
          Tilbage til sektioner
        </Link>
      </p>
      <h1 className="font-bold text-2xl text-stone-900">{title}</h1>
      <div className="space-y-2 text-stone-700">{intro}</div>
      <ErrorSummary errors={errors} focusKey={result?.at} />
      <Form method="post" noValidate className="space-y-6 rounded-xl bg-white p-5 shadow-sm">
        {/* A new answer remounts the fields, so they show what was saved or what was typed; the save
            row stays mounted, so focus stays on "Gem" after a save. */}
        <div key={result?.at ?? 0} className="space-y-6">
          {toggle ? (
            <SectionToggle name={toggle.name} label={toggle.label} defaultChecked={toggle.checked} />
          ) : null}
          {children}
        </div>
        <SaveButtonRow saving={saving} saved={result?.ok === true} message={result?.message} />
      </Form>
    </div>
  );
}

/** A labelled checkbox ("Vis … på forsiden"). */
export function SectionToggle({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="flex min-h-11 items-start gap-3">
      <input
        id={fieldId(name)}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="mt-1 size-5 accent-brand-700"
      />
      <label htmlFor={fieldId(name)} className="font-medium text-stone-900">
        {label}
      </label>
    </div>
  );
}

/** A field's error line, tied to the field through aria-describedby (`${id}-error`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 font-medium text-red-700 text-sm">
      {error}
    </p>
  );
}

export const inputClass =
  "block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700";
export const labelClass = "mb-1 block font-medium text-stone-900";

/** aria props for a field with an optional error (and a hint with the id `${id}-hint`). */
export function errorProps(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

/**
 * A section text the owner may rewrite, shown with the trade's default already in it; saving it
 * unchanged (or empty) keeps following the default (app/content/section-texts/own-text.ts).
 */
export function SectionText({
  name,
  label,
  defaultValue,
  maxLength,
  error,
  rows = 3,
}: {
  name: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  error: string | undefined;
  rows?: number;
}) {
  const id = fieldId(name);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        className={inputClass}
        {...errorProps(id, error, true)}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        Vi har skrevet en tekst til jeres branche. Ret den, så den passer til jer, eller tøm feltet for at
        bruge vores tekst.
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
