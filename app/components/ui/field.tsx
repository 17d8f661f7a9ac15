import { type InputHTMLAttributes, useId } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input whose error and hint are tied to it for screen readers (aria-describedby). */
export function Field({ label, name, error, hint, className, id: givenId, ...input }: FieldProps) {
  const generatedId = useId();
  // A given id lets an error summary link to the input.
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-stone-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
