import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/** What a control needs to be tied to its label, hint and error (aria-describedby). */
type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

type FrameProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode | undefined;
  /** A given id lets an error summary link to the control. */
  id?: string | undefined;
  className?: string | undefined;
  /** Shown between the hint and the error and described by the control too (a character count). */
  note?: ((id: string) => ReactNode) | undefined;
};

/**
 * The one frame of a form field: a visible label, the control, a hint, and the Danish error next to
 * it, all tied to the control for screen readers. Field and TextAreaField are its two controls;
 * a select or a control of its own passes `control`.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id: givenId,
  className,
  note,
  control,
}: FrameProps & { control: (props: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, note ? noteId : null, error ? errorId : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-stone-900">
        {label}
      </label>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {note ? note(noteId) : null}
      {error ? (
        <p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const CONTROL =
  "block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-invalid:border-red-700";
/** The admin's controls; a customer site's are flat, and its inputs a little taller (`look="site"`). */
const LOOK = { admin: `${CONTROL} shadow-sm`, site: CONTROL } as const;
const INPUT_HEIGHT = { admin: "min-h-11", site: "min-h-12" } as const;

/** The frame's own props out of a field's props; the rest belong to the control. */
function splitFrame<P extends Omit<FrameProps, "note">>({
  label,
  error,
  hint,
  id,
  className,
  ...control
}: P) {
  return { frame: { label, error, hint, id, className }, control };
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> &
  Omit<FrameProps, "note"> & { name: string; look?: keyof typeof LOOK };

/** A labelled input whose error and hint are tied to it for screen readers (aria-describedby). */
export function Field({ look = "admin", ...props }: FieldProps) {
  const { frame, control } = splitFrame(props);
  const className = `${LOOK[look]} ${INPUT_HEIGHT[look]}`;
  return <FieldFrame {...frame} control={(aria) => <input {...aria} className={className} {...control} />} />;
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  Omit<FrameProps, "note"> & {
    /** Shows "n/max tegn" under the field, e.g. for the meta description. */
    counter?: { value: number; max: number } | undefined;
    ref?: Ref<HTMLTextAreaElement>;
    look?: keyof typeof LOOK;
  };

/** A labelled textarea whose hint, counter and error are tied to it for screen readers. */
export function TextAreaField({ counter, ref, look = "admin", ...props }: TextAreaFieldProps) {
  const { frame, control } = splitFrame(props);
  const note = counter ? (noteId: string) => <CharacterCount id={noteId} {...counter} /> : undefined;
  return (
    <FieldFrame
      {...frame}
      note={note}
      control={(aria) => <textarea ref={ref} {...aria} className={LOOK[look]} {...control} />}
    />
  );
}

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> &
  Omit<FrameProps, "note"> & { name: string; inputClassName?: string };

/** A labelled file input (photos: `accept="image/*"` offers a phone's camera), hint and error tied to it. */
export function FileField({
  inputClassName = "block w-full max-w-full text-base",
  ...props
}: FileFieldProps) {
  const { frame, control } = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(aria) => <input {...aria} type="file" className={inputClassName} {...control} />}
    />
  );
}

/** A checkbox with its label beside it, the whole row (at least 44 px high) a target. */
export function Checkbox({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-stone-900">
      <input type="checkbox" className="size-5 accent-brand-700" {...input} />
      {label}
    </label>
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
