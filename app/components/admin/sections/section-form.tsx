import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormResult } from "~/components/admin/form-result";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";

export type SectionActionData = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
};

/** The editor frame every section shares: heading, back link, error summary, on/off switch, save. */
export function SectionForm(props: {
  title: string;
  intro: ReactNode;
  enabled: boolean;
  enabledLabel: string;
  result: SectionActionData | undefined;
  children: ReactNode;
}) {
  const errors = Object.entries(props.result?.errors ?? {}).map(([name, message]) => ({
    message,
    fieldId: name,
  }));
  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin/sektioner" className="font-medium text-brand-800 underline">
          Tilbage til sektioner
        </Link>
      </p>
      <h1 className="font-bold text-2xl text-stone-900">{props.title}</h1>
      <div className="max-w-3xl text-stone-700">{props.intro}</div>
      <ErrorSummary errors={errors} focusKey={props.result} />
      <Form method="post" className="grid max-w-3xl gap-6 rounded-xl border border-stone-200 bg-white p-5">
        <label className="flex min-h-11 items-center gap-3 font-medium text-stone-900">
          <input type="checkbox" name="enabled" defaultChecked={props.enabled} className="size-5" />
          {props.enabledLabel}
        </label>
        {props.children}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("primary")}>
            Gem sektionen
          </button>
          <FormResult result={props.result} />
        </div>
      </Form>
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

/** aria props for a field with an optional error. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}
