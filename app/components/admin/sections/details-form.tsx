import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormResult } from "~/components/admin/form-result";
import { Button } from "~/components/ui/button";
import { ErrorSummary, type SummaryError } from "~/components/ui/error-summary";

/** What a section page's action answers: saved, or messages by input name (with the typed values kept). */
export type SectionActionResult =
  | { ok: true; at: number; message: string }
  | {
      ok: false;
      at: number;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

/** The id of the input named `name` ("holidays.0.to" → "felt-holidays-0-to"), for error links. */
export const fieldId = (name: string) => `felt-${name.replace(/\./g, "-")}`;

/**
 * The frame of every section page (/admin/sektioner/…): heading, the way back, an explanation, one
 * plain POST form (works without JavaScript) with the error summary on top and the save button with
 * its answer at the bottom.
 */
export function SectionForm({
  title,
  intro,
  result,
  order,
  children,
}: {
  title: string;
  intro: ReactNode;
  result: SectionActionResult | undefined;
  /** Input names in the order the form shows them, for the error summary. */
  order: readonly string[];
  children: ReactNode;
}) {
  const saving = useNavigation().state === "submitting";
  const errors: SummaryError[] =
    result && !result.ok
      ? [
          ...order.flatMap((name) =>
            result.fieldErrors[name] ? [{ message: result.fieldErrors[name]!, fieldId: fieldId(name) }] : [],
          ),
          ...(Object.keys(result.fieldErrors).length === 0 ? [{ message: result.message }] : []),
        ]
      : [];
  return (
    <div className="max-w-3xl space-y-5">
      <p>
        <a href="/admin/sektioner" className="font-medium text-brand-700 underline underline-offset-2">
          Tilbage til sektioner
        </a>
      </p>
      <h1 className="font-bold text-2xl text-stone-900">{title}</h1>
      <div className="space-y-2 text-stone-700">{intro}</div>
      <ErrorSummary errors={errors} focusKey={result?.at} />
      <Form method="post" noValidate className="space-y-6 rounded-xl bg-white p-5 shadow-sm">
        {children}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={saving}>
            {saving ? "Gemmer…" : "Gem ændringer"}
          </Button>
          <FormResult result={result?.ok ? { ok: true, message: result.message } : undefined} />
        </div>
      </Form>
    </div>
  );
}

/** A labelled checkbox ("Vis … på hjemmesiden"). */
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
    <div className="flex items-start gap-3">
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
