import { type Ref, type TextareaHTMLAttributes, useId } from "react";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shows "n/max tegn" under the field, e.g. for the meta description. */
  counter?: { value: number; max: number } | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea whose hint, counter and error are tied to it for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  counter,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, counter ? counterId : null, error ? errorId : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-stone-900">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700"
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {counter ? <CharacterCount id={counterId} {...counter} /> : null}
      {error ? (
        <p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "42/60 tegn", in red at the limit. */
export function CharacterCount({ id, value, max }: { id?: string; value: number; max: number }) {
  return (
    <p
      id={id}
      className={`mt-1 text-sm tabular-nums ${value >= max ? "font-medium text-red-700" : "text-stone-600"}`}
    >
      {value}/{max} tegn
    </p>
  );
}
